/**
 * Op5's bank details (D90): branch and account as Brazilian banks write them,
 * the bank from the COMPE list. The same cases go through the contract's
 * schema (what the form checks) and through a running sandbox over HTTP
 * (what the service side refuses): both must agree, case by case.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPE_BANKS, compeBank } from '../../src-shared/banks/compe';
import { BANK_ACCOUNT_DIGITS, BANK_BRANCH_DIGITS } from '../../src-shared/contract/primitives';
import { PaymentDataRequest } from '../../src-shared/contract/resources/capitalization';
import { send } from '../support/raw-http';
import { demoWorld, type SandboxFixture, startTestSandbox } from '../support/sandbox-fixture';
import { picks } from '../support/world-picks';

const digit = fc.constantFrom(...'0123456789');
const checkDigit = fc.constantFrom(...'0123456789X');

/** A number of 1 to `max` digits with at least one that is not zero. */
const bankNumber = (max: number) =>
  fc
    .array(digit, { minLength: 1, maxLength: max })
    .map((digits) => digits.join(''))
    .filter((number) => /[1-9]/.test(number));

/** As banks write them: the number, then maybe "-" and a check digit (X included). */
const written = (max: number) =>
  fc
    .tuple(bankNumber(max), fc.option(checkDigit, { nil: undefined }))
    .map(([n, dv]) => (dv === undefined ? n : `${n}-${dv}`));

/** Nonsense in every shape the issue met (letters, symbols, too long, zeros) and a few more. */
const nonsense = (max: number) =>
  fc.oneof(
    // A letter or symbol among the digits.
    fc
      .tuple(bankNumber(max), fc.constantFrom(...'aAbZx!@#$%&*?/., _+='), fc.nat())
      .map(([n, bad, at]) => n.slice(0, at % (n.length + 1)) + bad + n.slice(at % (n.length + 1))),
    // One digit more than the bank number has.
    fc
      .array(digit, { minLength: max + 1, maxLength: max + 6 })
      .map((d) => `1${d.join('')}`.slice(0, max + 1 + (d.length % 3))),
    // Only zeros, with or without a check digit.
    fc
      .tuple(fc.integer({ min: 1, max }), fc.option(checkDigit, { nil: undefined }))
      .map(([n, dv]) => '0'.repeat(n) + (dv === undefined ? '' : `-${dv}`)),
    // A check digit that is not one character, not a digit nor X, or no number before the hyphen.
    fc.tuple(bankNumber(max), fc.constantFrom('-', '-12', '-x', '-Y', '--1', '-X1')).map(([n, tail]) => n + tail),
    fc.constantFrom('', ' ', '-5', 'X', ' 1234', '1234 ', '12.345'),
  );

const accepts = (agencia: string, conta: string, banco = 341) =>
  PaymentDataRequest.safeParse({ banco, agencia, conta }).success;

describe('bank details by the contract (the form checks with it)', () => {
  it('accepts every branch and account as banks write them', () => {
    fc.assert(
      fc.property(written(BANK_BRANCH_DIGITS), written(BANK_ACCOUNT_DIGITS), (agencia, conta) =>
        accepts(agencia, conta),
      ),
    );
  });

  it('refuses nonsense branches', () => {
    fc.assert(fc.property(nonsense(BANK_BRANCH_DIGITS), (agencia) => !accepts(agencia, '1')));
  });

  it('refuses nonsense accounts', () => {
    fc.assert(fc.property(nonsense(BANK_ACCOUNT_DIGITS), (conta) => !accepts('1', conta)));
  });

  it('refuses what the issue saw sent: 12a4, x!@#, 123456, 00000, account 0', () => {
    expect(accepts('12a4', '1')).toBe(false);
    expect(accepts('1', 'x!@#')).toBe(false);
    expect(accepts('123456', '1')).toBe(false);
    expect(accepts('00000', '1')).toBe(false);
    expect(accepts('1', '0')).toBe(false);
  });

  it('accepts every bank of the COMPE list, by its code, and no other code', () => {
    for (const bank of COMPE_BANKS) expect(accepts('1', '1', bank.code)).toBe(true);
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 10_010 }),
        (code) => accepts('1', '1', code) === (compeBank(code) !== undefined),
      ),
    );
  });

  it('says one thing at a time: an out-of-range code is not also "not in the list"', () => {
    const result = PaymentDataRequest.safeParse({ banco: 0, agencia: '000000', conta: '1' });
    expect(result.success).toBe(false);
    const byField = (field: string) => result.error!.issues.filter((i) => i.path[0] === field);
    expect(byField('banco')).toHaveLength(1);
    expect(byField('agencia')).toHaveLength(1);
  });
});

describe('bank details by the sandbox over HTTP (the same cases, the same answers)', () => {
  let fx: SandboxFixture;
  const p = picks(demoWorld());
  const params = { idcliente: p.titleHolder.cliente.cpf, idtitulo: p.activeTitle.numeroTitulo };

  beforeAll(async () => {
    fx = await startTestSandbox();
  });
  afterAll(() => fx.stop());

  // A fixed sample of each kind (seeded), so a failure names its case and HTTP stays quick.
  const sample = <T>(arbitrary: fc.Arbitrary<T>, n: number) => fc.sample(arbitrary, { numRuns: n, seed: 13 });
  const cases = [
    ...sample(fc.tuple(written(BANK_BRANCH_DIGITS), written(BANK_ACCOUNT_DIGITS)), 12).map(([agencia, conta]) => ({
      banco: 341,
      agencia,
      conta,
    })),
    ...sample(nonsense(BANK_BRANCH_DIGITS), 12).map((agencia) => ({ banco: 237, agencia, conta: '1' })),
    ...sample(nonsense(BANK_ACCOUNT_DIGITS), 12).map((conta) => ({ banco: 237, agencia: '1', conta })),
    { banco: 999, agencia: '1', conta: '1' },
    { banco: 1, agencia: '12a4', conta: '1' },
    { banco: 1, agencia: '1', conta: 'x!@#' },
    { banco: 1, agencia: '123456', conta: '1' },
    { banco: 1, agencia: '00000', conta: '1' },
    { banco: 1, agencia: '1', conta: '0' },
  ];

  it.each(cases)('%j: the sandbox refuses exactly what the contract refuses', async (body) => {
    const response = await send(fx.sandbox.url, 'op5', { params, body });
    expect(response.status).toBe(PaymentDataRequest.safeParse(body).success ? 204 : 400);
  });
});
