/**
 * The rules the write forms apply before sending (Op2, Op3, Op6), checked
 * against a running sandbox: for each case, the form's verdict (the
 * contract's schema and rules.ts) and the sandbox's answer over HTTP agree.
 * The sandbox's clock is fixed, so "the future" is the same for both.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES, PartnerPensionSignature } from '../../src-shared/contract/resources/signatures';
import { ClaimNoticeRequest } from '../../src-shared/contract/resources/claims';
import {
  CLAIM_LINES,
  claimLineProblems,
  pensionSignatureProblems,
  SIGNING_CLOCK_TOLERANCE_MS,
  signingMomentProblems,
} from '../../src-shared/contract';
import { send } from '../support/raw-http';
import { demoWorld, loginToken, type SandboxFixture, startTestSandbox } from '../support/sandbox-fixture';
import { picks } from '../support/world-picks';
import { signatureBody } from '../sandbox/valid-requests';

const NOW = new Date('2026-03-10T15:00:00-03:00');
const world = demoWorld();
const p = picks(world);
const pdf = (text = 'proposta assinada') => Buffer.from(`%PDF-1.7 ${text}`).toString('base64');

/** An RFC 3339 instant `ms` from NOW, written in São Paulo time as the forms send it. */
function momentFromNow(ms: number): string {
  const local = new Date(NOW.getTime() + ms - 3 * 3600_000).toISOString().slice(0, 19);
  return `${local}-03:00`;
}

function pensionBody(overrides: Record<string, unknown> = {}) {
  return {
    ...signatureBody(p.pensionProposal.idProposta, { linhaDeNegocio: 'PREVIDENCIA', tipoAssinatura: 'DIGITAL' }),
    documento: pdf(),
    ...overrides,
  };
}

/** What the Op6 form decides: 'ok', or the status the sandbox must answer. */
function formVerdict(body: Record<string, unknown>): 201 | 400 | 422 {
  const parsed = PartnerPensionSignature.safeParse(body);
  if (!parsed.success) return 400;
  return pensionSignatureProblems(parsed.data, NOW).length > 0 ? 422 : 201;
}

describe('Op6 by the contract alone', () => {
  it('a document is a PDF by its first bytes, whatever else it holds', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const document = Buffer.concat([Buffer.from('%PDF-'), Buffer.from(bytes)]).toString('base64');
        return PartnerPensionSignature.safeParse(pensionBody({ documento: document })).success;
      }),
    );
    fc.assert(
      fc.property(
        fc
          .uint8Array({ minLength: 0, maxLength: 64 })
          .filter((bytes) => !Buffer.from(bytes).subarray(0, 5).equals(Buffer.from('%PDF-'))),
        (bytes) =>
          !PartnerPensionSignature.safeParse(pensionBody({ documento: Buffer.from(bytes).toString('base64') })).success,
      ),
    );
  });

  it('a document over the size limit is refused, one at the limit is not', () => {
    const atLimit = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(MAX_DOCUMENT_BYTES - 5)]).toString('base64');
    const over = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(MAX_DOCUMENT_BYTES - 4)]).toString('base64');
    expect(PartnerPensionSignature.safeParse(pensionBody({ documento: atLimit })).success).toBe(true);
    expect(PartnerPensionSignature.safeParse(pensionBody({ documento: over })).success).toBe(false);
  });

  it('a signing moment is refused exactly when it is more than the tolerance after now', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30 * 86_400_000, max: 30 * 86_400_000 }), (ms) => {
        const seconds = Math.trunc(ms / 1000) * 1000;
        return signingMomentProblems(momentFromNow(seconds), NOW).length > 0 === seconds > SIGNING_CLOCK_TOLERANCE_MS;
      }),
    );
  });
});

describe('the forms and the sandbox agree, case by case', () => {
  let fx: SandboxFixture;
  let token: string;

  beforeAll(async () => {
    fx = await startTestSandbox({ now: () => NOW });
    token = await loginToken(fx.sandbox.url);
  });
  afterAll(() => fx.stop());

  /** [case, body, the answer expected of both, when the case fixes it]. */
  const op6Cases: Array<[string, Record<string, unknown>, number?]> = [
    ['a paper signature with its PDF', pensionBody({ tipoAssinatura: 'PAPEL' }), 201],
    ['a paper signature without the document', pensionBody({ tipoAssinatura: 'PAPEL', documento: undefined }), 422],
    ['a text file as the document', pensionBody({ documento: Buffer.from('isto é um .txt').toString('base64') }), 400],
    ['the life line on a pension proposal', pensionBody({ linhaDeNegocio: 'VIDA' }), 422],
    ['a moment later today', pensionBody({ data: momentFromNow(3 * 3600_000) }), 422],
    [
      'a moment within the clock tolerance',
      pensionBody({ data: momentFromNow(SIGNING_CLOCK_TOLERANCE_MS - 60_000) }),
      201,
    ],
    [
      'a moment just past the tolerance',
      pensionBody({ data: momentFromNow(SIGNING_CLOCK_TOLERANCE_MS + 60_000) }),
      422,
    ],
    ['a moment yesterday', pensionBody({ data: momentFromNow(-86_400_000) }), 201],
    ...fc
      .sample(fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }), { numRuns: 8, seed: 6 })
      .map((ms, i): [string, Record<string, unknown>] => [
        `sampled moment ${i + 1} (${Math.round(ms / 60_000)} min from now)`,
        pensionBody({ data: momentFromNow(Math.trunc(ms / 1000) * 1000) }),
      ]),
  ];

  it.each(op6Cases)('Op6, %s', async (_title, body, expected) => {
    const verdict = formVerdict(body);
    if (expected !== undefined) expect(verdict).toBe(expected);
    const response = await send(fx.sandbox.url, 'op6', { token, body });
    expect(response.status).toBe(verdict);
  });

  it('Op6 refusals say what the form says, in the service words', async () => {
    const body = pensionBody({ tipoAssinatura: 'PAPEL', documento: undefined, data: momentFromNow(86_400_000) });
    const response = await send(fx.sandbox.url, 'op6', { token, body });
    const expected = pensionSignatureProblems(PartnerPensionSignature.parse(body), NOW).map(
      (problem) => problem.message,
    );
    expect(expected).toHaveLength(2);
    for (const message of expected) expect(response.text).toContain(message);
  });

  it('Op2: a moment past the tolerance is refused by both', async () => {
    for (const ms of [
      -3600_000,
      SIGNING_CLOCK_TOLERANCE_MS - 60_000,
      SIGNING_CLOCK_TOLERANCE_MS + 60_000,
      5 * 3600_000,
    ]) {
      const body = signatureBody(p.lifeProposal.idProposta, { data: momentFromNow(ms) });
      const response = await send(fx.sandbox.url, 'op2', { body });
      expect(response.status, `${ms} ms`).toBe(signingMomentProblems(body.data, NOW).length > 0 ? 422 : 201);
    }
  });

  it('Op3: a line is refused exactly when the customer holds none of it', async () => {
    const customers = [p.lifeHolder, p.withoutLife, p.pensionHolder, p.titleHolder];
    for (const customer of customers) {
      for (const line of CLAIM_LINES) {
        const body = ClaimNoticeRequest.parse({
          dataNascimentoSegurado: '1970-01-01',
          linhaNegocio: line,
          nomeSegurado: 'Segurado',
          email: 's@example.com.br',
        });
        const response = await send(fx.sandbox.url, 'op3', { params: { idcliente: customer.cliente.cpf }, body });
        const refused = claimLineProblems(line, customer.lines).length > 0;
        expect(response.status, `${customer.cliente.cpf} ${line}`).toBe(refused ? 422 : 201);
      }
    }
  });
});
