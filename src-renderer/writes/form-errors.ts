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
import { issueText } from './contract-words';
import { ruleText } from '../../src-shared/words/rule-words';

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
export function contractIssuesToFormErrors(
  issues: readonly z.core.$ZodIssue[],
  language: Language,
  prefix: readonly PropertyKey[] = [],
): FormErrors {
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
  for (const problem of problems)
    byField.set(problem.field, [...(byField.get(problem.field) ?? []), ruleText(problem, language)]);
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
export function serverFieldErrors(
  fieldErrors: Record<string, string>,
  values: unknown,
): { errors: FormErrors; unmatched: string[] } {
  const errors: FormErrors = {};
  const unmatched: string[] = [];
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = path.replace(/^(body|path|query)\./, '');
    if (hasPath(values, field)) errors[field] ??= message;
    else unmatched.push(`${path}: ${message}`);
  }
  return { errors, unmatched };
}

/** Every path in `values` ('conta', 'fundos.0.codigo'), objects and arrays walked to a bounded depth. */
function pathsOf(values: unknown, prefix = '', depth = 0, into: string[] = []): string[] {
  if (values === null || typeof values !== 'object' || depth > 6) return into;
  for (const [key, value] of Object.entries(values)) {
    const path = prefix ? `${prefix}.${key}` : key;
    into.push(path);
    pathsOf(value, path, depth + 1, into);
  }
  return into;
}

/**
 * The form field a service names, by its own name for it ("Conta", "dadosBancarios.conta", "request.Conta"):
 * the path itself, else the one path it ends with, else the one field of that last name, ignoring case. Undefined
 * when no field of the form is that one, or more than one could be.
 */
export function formFieldForServiceName(values: unknown, name: string): string | undefined {
  const paths = pathsOf(values);
  const wanted = name.toLowerCase();
  const exact = paths.find((path) => path.toLowerCase() === wanted);
  if (exact) return exact;
  const unique = (matches: string[]) => (matches.length === 1 ? matches[0] : undefined);
  const ending = unique(paths.filter((path) => wanted.endsWith(`.${path.toLowerCase()}`)));
  if (ending) return ending;
  const last = wanted.slice(wanted.lastIndexOf('.') + 1);
  return unique(paths.filter((path) => path.toLowerCase().slice(path.lastIndexOf('.') + 1) === last));
}

/** The service's reasons per field (IpcError.serviceFieldErrors) on the form fields they name, each said through `say`. */
export function serviceFieldFormErrors(
  serviceFieldErrors: Record<string, string>,
  values: unknown,
  say: (text: string) => string,
): FormErrors {
  const errors: FormErrors = {};
  for (const [name, text] of Object.entries(serviceFieldErrors)) {
    const field = formFieldForServiceName(values, name);
    if (field !== undefined) errors[field] ??= say(text);
  }
  return errors;
}

/** What applyServerFieldErrors needs of a Mantine form. */
export interface FieldErrorTarget {
  getValues(): unknown;
  setErrors(errors: FormErrors): void;
}

/**
 * Shows the main process's field errors, and the service's reasons per field (said through `sayService`), on a
 * @mantine/form form; returns the main process's ones no field holds (the service's are beneath the message too).
 */
export function applyServerFieldErrors(
  form: FieldErrorTarget,
  fieldErrors: Record<string, string> | undefined,
  service?: { fieldErrors: Record<string, string> | undefined; say: (text: string) => string },
): string[] {
  const values = form.getValues();
  const { errors, unmatched } = fieldErrors ? serverFieldErrors(fieldErrors, values) : { errors: {}, unmatched: [] };
  const fromService = service?.fieldErrors ? serviceFieldFormErrors(service.fieldErrors, values, service.say) : {};
  form.setErrors({ ...fromService, ...errors });
  return unmatched;
}
