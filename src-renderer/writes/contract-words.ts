/**
 * Renderer. A contract problem in the employee's language (D94). The write
 * forms check with the contract's own schemas and rules (one source, the one
 * the sandbox refuses with); those speak pt-BR, the service's language. Here
 * a zod issue is said through its field and kind (field-words.ts), in pt-BR
 * or English; a broken rule through its name (src-shared/words/rule-words.ts).
 */
import type { z } from 'zod';
import { interpolate, type Language } from '../i18n/i18n';
import type { ProblemWords } from '../../src-shared/words/rule-words';
import { FIELD_WORDS, type FieldWords } from './field-words';

type Issue = z.core.$ZodIssue;

/** The words by field pattern, for the fields an issue names (any path: one the table does not know has none). */
const FIELDS: Readonly<Record<string, FieldWords | undefined>> = FIELD_WORDS;

/** 'fundos.0.codigo' → 'fundos.*.codigo': a list position does not change what the field is. */
export function fieldPattern(path: readonly PropertyKey[]): string {
  return path.map((part) => (typeof part === 'number' ? '*' : String(part))).join('.');
}

/** 'invalid_format:email', 'custom:pdf', 'too_big'… */
export function problemKind(issue: Issue): string {
  if (issue.code === 'invalid_format') return `invalid_format:${issue.format}`;
  if (issue.code === 'custom' && typeof issue.params?.rule === 'string') return `custom:${issue.params.rule}`;
  return issue.code;
}

function isEmpty(issue: Issue): boolean {
  const input = (issue as { input?: unknown }).input;
  return (
    input === '' || (typeof input === 'string' && input.trim() === '') || (Array.isArray(input) && input.length === 0)
  );
}

function issueValues(issue: Issue): Record<string, string> {
  const values: Record<string, string> = {};
  if ('minimum' in issue) values.minimum = String(issue.minimum);
  if ('maximum' in issue) values.maximum = String(issue.maximum);
  return values;
}

/**
 * What the form says about one zod issue. Parse with FORM_PARSE (zod-pt-br.ts)
 * so the issue carries its input: an empty field is asked for, not "invalid".
 */
export function issueText(issue: Issue, language: Language, prefix: readonly PropertyKey[] = []): string {
  const field = FIELDS[fieldPattern([...prefix, ...issue.path])];
  if (field && isEmpty(issue)) return field.required[language];
  const kind = problemKind(issue);
  const words: ProblemWords | undefined = field?.problems?.[kind] ?? field?.problems?.[issue.code];
  if (language === 'pt-BR')
    return words?.['pt-BR'] !== undefined ? interpolate(words['pt-BR'], issueValues(issue)) : issue.message;
  if (words) return interpolate(words.en, issueValues(issue));
  // A field or kind the table does not know yet: never Portuguese in English mode.
  return 'Check this field.';
}
