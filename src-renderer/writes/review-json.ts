/**
 * Renderer. The request body as the review step prints it: every field that
 * holds a CPF (`holdsCpf`, the rule the journal masks by) masked exactly as the
 * summary table masks it (***.456.789-**). Only the
 * display: the body sent keeps the full CPF, since the service needs it.
 */
import { holdsCpf } from '../../src-shared/contract/request';
import { maskCpf } from '../../src-shared/cpf';

function masked(value: unknown, key?: string): unknown {
  if (typeof value === 'string') return key !== undefined && holdsCpf(key) ? maskCpf(value) : value;
  if (Array.isArray(value)) return value.map((item) => masked(item));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, masked(v, k)]));
  return value;
}

export function reviewJson(body: unknown): string {
  return JSON.stringify(masked(body), null, 2);
}
