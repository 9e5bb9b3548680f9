/**
 * Contract problems → Mantine form errors. Each write form keeps its values
 * in the same shape as the request body, so a zod issue path (or the main
 * process's 'body.x.y' field error) is the form field path as is. Messages
 * are in the employee's language (contract-words.ts).
 */
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import type { RuleProblem } from '../../src-shared/contract/rules';
import type { Language } from '../i18n/i18n';
import { issueText, ruleText } from './contract-words';

/** Dots between path segments, as @mantine/form names fields ('fundos.0.codigo'). */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message of each field wins: it is the one the employee fixes first. Messages as the schema wrote them. */
export function issuesToFormErrors(issues: readonly IssueLike[], prefix: readonly PropertyKey[] = []): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) errors[fieldPath([...prefix, ...issue.path])] ??= issue.message;
  return errors;
}

/** A request schema's issues on the write form's fields, in the employee's language (the first of each field wins). */
export function contractIssuesToFormErrors(issues: readonly z.core.$ZodIssue[], language: Language, prefix: readonly PropertyKey[] = []): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) errors[fieldPath([...prefix, ...issue.path])] ??= issueText(issue, language, prefix);
  return errors;
}

/** Adds a rule's problems (rules.ts) to a field, unless the schema already complained about it. */
export function addProblems(errors: FormErrors, field: string, problems: readonly string[]): void {
  if (problems.length > 0 && errors[field] === undefined) errors[field] = problems.join(' ');
}

/** Adds broken rules (rules.ts) to the fields they name, in the employee's language, unless the schema already complained there. */
export function addRuleProblems(errors: FormErrors, problems: readonly RuleProblem[], language: Language): void {
  const byField = new Map<string, string[]>();
  for (const problem of problems) byField.set(problem.field, [...(byField.get(problem.field) ?? []), ruleText(problem, language)]);
  for (const [field, texts] of byField) addProblems(errors, field, texts);
}

/** True when `path` names something in `values` (so the form has an input to show the message on). */
export function hasPath(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/**
 * The main process's field errors ('body.responsavel.cpf', 'path.idproposta')
 * on the form fields that hold them; the rest come back as text to list.
 */
export function serverFieldErrors(fieldErrors: Record<string, string>, values: unknown): { errors: FormErrors; unmatched: string[] } {
  const errors: FormErrors = {};
  const unmatched: string[] = [];
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = path.replace(/^(body|path|query)\./, '');
    if (hasPath(values, field)) errors[field] ??= message;
    else unmatched.push(`${path}: ${message}`);
  }
  return { errors, unmatched };
}

/** What applyServerFieldErrors needs of a Mantine form. */
export interface FieldErrorTarget {
  getValues(): unknown;
  setErrors(errors: FormErrors): void;
}

/** Shows the main process's field errors on a @mantine/form form; returns the ones no field holds. */
export function applyServerFieldErrors(form: FieldErrorTarget, fieldErrors: Record<string, string>): string[] {
  const { errors, unmatched } = serverFieldErrors(fieldErrors, form.getValues());
  form.setErrors(errors);
  return unmatched;
}
