/**
 * When the app expects the session to end (the warning's hint): the access
 * token's `exp` when it is a JWT, read without verifying, else the known
 * lifetime (D2). Malformed tokens of every kind fall back, never throw, never
 * give a time already past.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KNOWN_TOKEN_LIFETIME_MS, readJwtClaims, tokenExpiry } from '../../../src-main/services/session-service';

const encode = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const jwt = (claims: unknown, header: unknown = { alg: 'HS256', typ: 'JWT' }) =>
  `${encode(header)}.${encode(claims)}.${encode('assinatura')}`;

/** 2026-11-22 12:00:00 UTC, in ms. */
const RECEIVED = Date.UTC(2026, 10, 22, 12, 0, 0);
const RECEIVED_S = RECEIVED / 1000;
const FALLBACK = {
  expiresAtMs: RECEIVED + KNOWN_TOKEN_LIFETIME_MS,
  lifetimeMs: KNOWN_TOKEN_LIFETIME_MS,
  source: 'known-lifetime',
};

describe('a JWT says when it ends', () => {
  it('exp and iat in seconds: the lifetime they give, counted from when the token arrived', () => {
    expect(tokenExpiry(jwt({ sub: 'ana', iat: RECEIVED_S, exp: RECEIVED_S + 900 }), RECEIVED)).toEqual({
      expiresAtMs: RECEIVED + 900_000,
      lifetimeMs: 900_000,
      source: 'token',
    });
  });

  it("a server clock an hour ahead moves nothing when iat is there (the lifetime is the token's, the start is ours)", () => {
    const hourAhead = RECEIVED_S + 3600;
    expect(tokenExpiry(jwt({ iat: hourAhead, exp: hourAhead + 300 }), RECEIVED)).toMatchObject({
      expiresAtMs: RECEIVED + 300_000,
      lifetimeMs: 300_000,
    });
  });

  it('exp alone, in seconds, is the instant it names', () => {
    expect(tokenExpiry(jwt({ exp: RECEIVED_S + 600 }), RECEIVED)).toEqual({
      expiresAtMs: RECEIVED + 600_000,
      lifetimeMs: 600_000,
      source: 'token',
    });
  });

  it('a fractional NumericDate is allowed (RFC 7519)', () => {
    expect(tokenExpiry(jwt({ exp: RECEIVED_S + 60.5 }), RECEIVED).expiresAtMs).toBe(RECEIVED + 60_500);
  });

  it('exp alone already past on our clock: the clocks disagree, the known lifetime is the better guess', () => {
    expect(tokenExpiry(jwt({ exp: RECEIVED_S - 10 }), RECEIVED)).toEqual(FALLBACK);
  });

  it('iat after exp is ignored; exp still counts when it is ahead', () => {
    expect(tokenExpiry(jwt({ iat: RECEIVED_S + 900, exp: RECEIVED_S + 300 }), RECEIVED)).toMatchObject({
      expiresAtMs: RECEIVED + 300_000,
      source: 'token',
    });
  });
});

describe('no usable exp: the known lifetime (15 min from login)', () => {
  const cases: Array<[string, string]> = [
    ['an opaque token', 'dGhpcyBpcyBub3QgYSBqd3Q'],
    ['empty', ''],
    ['two parts', `${encode({ alg: 'HS256' })}.${encode({ exp: RECEIVED_S + 60 })}`],
    ['four parts', `${jwt({ exp: RECEIVED_S + 60 })}.extra`],
    ['an empty part', `${encode({ alg: 'HS256' })}..${encode('x')}`],
    [
      'base64 padding (not base64url)',
      `${encode({ alg: 'HS256' })}.${Buffer.from(JSON.stringify({ exp: RECEIVED_S + 60 })).toString('base64')}=.sig`,
    ],
    ['a header that is not JSON', `${encode('não é json')}.${encode({ exp: RECEIVED_S + 60 })}.sig`],
    ['a header without alg', jwt({ exp: RECEIVED_S + 60 }, { typ: 'JWT' })],
    ['a payload that is not JSON', `${encode({ alg: 'HS256' })}.${encode('{"exp":')}.sig`],
    ['a payload that is an array', jwt([RECEIVED_S + 60])],
    ['a payload that is null', jwt(null)],
    ['no exp', jwt({ sub: 'ana', iat: RECEIVED_S })],
    ['exp as text', jwt({ exp: String(RECEIVED_S + 60) })],
    ['exp zero', jwt({ exp: 0 })],
    ['exp negative', jwt({ exp: -5 })],
    ['exp in milliseconds (not a NumericDate)', jwt({ exp: RECEIVED + 60_000 })],
    ['exp null', jwt({ exp: null })],
    ['exp an object', jwt({ exp: { seconds: RECEIVED_S + 60 } })],
  ];
  it.each(cases)('%s', (_name, token) => {
    expect(tokenExpiry(token, RECEIVED)).toEqual(FALLBACK);
  });

  it('the known lifetime can be given (the lifetime a deployment documents)', () => {
    expect(tokenExpiry('opaco', RECEIVED, 60_000)).toEqual({
      expiresAtMs: RECEIVED + 60_000,
      lifetimeMs: 60_000,
      source: 'known-lifetime',
    });
  });
});

describe('any token at all', () => {
  it('never throws and always gives a finite end after it arrived, with the lifetime it implies', () => {
    const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.stringMatching(/^[A-Za-z0-9_.-]{0,120}$/));
    const anyClaims = fc.dictionary(
      fc.constantFrom('exp', 'iat', 'sub', 'nbf'),
      fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(null), fc.boolean()),
    );
    const tokens = fc.oneof(
      anyText,
      anyClaims.map((claims) => jwt(claims)),
      fc.jsonValue().map((value) => jwt(value)),
      fc.jsonValue().map((value) => jwt({ exp: RECEIVED_S + 60 }, value)),
    );
    fc.assert(
      fc.property(tokens, fc.integer({ min: 0, max: 4_000_000_000_000 }), (token, received) => {
        const expiry = tokenExpiry(token, received);
        expect(Number.isFinite(expiry.expiresAtMs)).toBe(true);
        expect(expiry.expiresAtMs).toBeGreaterThan(received);
        expect(expiry.lifetimeMs).toBe(expiry.expiresAtMs - received);
      }),
      { numRuns: 500 },
    );
  });

  it('with iat < exp, the lifetime is exp − iat whatever the two clocks say', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9e10 }),
        fc.integer({ min: 1, max: 86_400 * 30 }),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        (iat, lifetime, received) => {
          expect(tokenExpiry(jwt({ iat, exp: iat + lifetime }), received)).toEqual({
            expiresAtMs: received + lifetime * 1000,
            lifetimeMs: lifetime * 1000,
            source: 'token',
          });
        },
      ),
    );
  });

  it('readJwtClaims reads the payload of a well-formed token and nothing else', () => {
    expect(readJwtClaims(jwt({ sub: 'ana', exp: 1 }))).toEqual({ sub: 'ana', exp: 1 });
    expect(readJwtClaims('a.b.c')).toBeUndefined();
  });
});

describe('a lifetime that rounds to nothing', () => {
  // Found by the property above (exp 1e-323, iat 5e-324): exp − iat shorter than half a millisecond.
  it('is not believed: exp and iat a hair apart give the known lifetime, never an end that is already here', () => {
    fc.assert(
      fc.property(
        fc.double({ min: Number.MIN_VALUE, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 4e-4, noNaN: true }),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        (iat, gap, received) => {
          const expiry = tokenExpiry(jwt({ iat, exp: iat + gap }), received);
          expect(expiry.expiresAtMs).toBeGreaterThan(received);
          expect(expiry.lifetimeMs).toBe(expiry.expiresAtMs - received);
        },
      ),
    );
  });
});
