/**
 * What a typed identifier may look like, per kind. The limits are the
 * contract's path rules (src-shared/contract/primitives.ts and the `path`
 * parameters in operations.ts): checked here so a typo gets a message under
 * the field at once. The main process validates again before any call, so
 * these stay a convenience, and importing the zod contract into the
 * renderer is not worth its weight.
 */
export interface IdentifierRule {
  /** digits: 0-9 only; text: letters, digits, `.`, `_`, `-` (D15). */
  kind: 'digits' | 'text';
  max: number;
}

export const IDENTIFIER_RULES = {
  /** Op12–Op21 `idcertificado` (certificateId). */
  pensionCertificate: { kind: 'digits', max: 12 },
  /** Op10 `idcertificado`. */
  lifeCertificate: { kind: 'digits', max: 15 },
  /** Op5 `idtitulo`. */
  capitalizationTitle: { kind: 'digits', max: 12 },
  /** Op18 `idplano`. */
  pensionFundPlan: { kind: 'text', max: 20 },
  /** Op7 `idproposta` (the stricter of Op7 and Op2's `idDocumento`). */
  lifeProposal: { kind: 'text', max: 30 },
  /** Op6 `idDocumento`. */
  pensionProposal: { kind: 'text', max: 40 },
} as const satisfies Record<string, IdentifierRule>;

export type IdentifierProblem = 'required' | 'digits' | 'text';

export function identifierProblem(value: string, rule: IdentifierRule): IdentifierProblem | undefined {
  if (value === '') return 'required';
  if (rule.kind === 'digits') return value.length <= rule.max && /^\d+$/.test(value) ? undefined : 'digits';
  return value.length <= rule.max && /^[A-Za-z0-9._-]+$/.test(value) && value !== '.' && value !== '..'
    ? undefined
    : 'text';
}
