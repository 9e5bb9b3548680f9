/**
 * The sandbox's real-world mode (D45, src-sandbox/real-world): off by
 * default; when on, a seeded share of the records of every answer with a
 * body deviates the way a real service does (absent, null, numeric text,
 * offsets, lists as null or as one object, extra fields), byte for byte the
 * same for the same seed and request, never on an essential field, never
 * moving a São Paulo date; errors stay as they are; login still works.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIds, operations, readAnswer, type OperationDef, type OperationId } from '../../src-shared/contract';
import { daysInMonth } from '../../src-shared/format/calendar-date';
import { roughen } from '../../src-sandbox/real-world/mutator';
import { DEFAULT_REAL_WORLD_SEED, parseRealWorldSeed, realWorldFromEnv } from '../../src-sandbox/real-world/mode';
import { OFFSET_STYLES, withOffset } from '../../src-sandbox/real-world/timestamps';
import { startSandbox } from '../../src-sandbox/server';
import { KEYS, type RawRequest, send } from '../support/raw-http';
import { demoWorld, loginToken, type SandboxFixture, startTestSandbox } from '../support/sandbox-fixture';
import { validRequests } from './valid-requests';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Op1, Op3 and every read: the operations that answer with a JSON body. */
const answering = operationIds.filter((id) => (operations[id] as OperationDef).success.schema);
const essentialOf = (id: OperationId) => Object.keys((operations[id] as OperationDef).success.essential ?? {});
const SEEDS = [DEFAULT_REAL_WORLD_SEED, 7, 20261124];

// ---------------------------------------------------------------------------
// Oracles, independent of the sandbox's code.
// ---------------------------------------------------------------------------

const saoPauloDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const NAMES_OFFSET = /(?:Z|[+-]\d{2}:\d{2})$/;
/** The calendar date an employee sees (D19): from the digits, or the São Paulo date of the instant an offset names. */
const shownDate = (text: string) =>
  NAMES_OFFSET.test(text) ? saoPauloDay.format(new Date(Date.parse(text))) : text.slice(0, 10);
const isRecord = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

interface Deviation {
  /** With indexes: `cliente.enderecos[0].numero`. */
  path: string;
  kind: 'absent' | 'null' | 'text' | 'offset' | 'reshape' | 'extra' | 'other';
  clean?: Json;
  rough?: Json;
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
/** `a[3].b` → `a[].b`, as the contract (and drift reports) name fields. */
const contractPath = (path: string) => path.replace(/\[\d+\]/g, '[]');

/** Every difference between a clean answer and its real-world version, named by kind ('other' is a bug). */
function deviations(clean: Json | undefined, rough: Json | undefined, path = '', out: Deviation[] = []): Deviation[] {
  if (rough === undefined) out.push({ path, kind: 'absent', clean });
  else if (rough === null && clean !== null) out.push({ path, kind: 'null', clean });
  else if (Array.isArray(clean)) {
    if (Array.isArray(rough) && rough.length === clean.length)
      clean.forEach((item, i) => deviations(item, rough[i], `${path}[${i}]`, out));
    else if (clean.length === 1 && isRecord(rough)) {
      out.push({ path, kind: 'reshape' });
      deviations(clean[0], rough, `${path}[0]`, out);
    } else out.push({ path, kind: 'other', clean, rough });
  } else if (isRecord(clean)) {
    if (!isRecord(rough)) out.push({ path, kind: 'other', clean, rough });
    else {
      for (const key of Object.keys(clean))
        deviations(clean[key], Object.hasOwn(rough, key) ? rough[key] : undefined, join(path, key), out);
      for (const key of Object.keys(rough))
        if (!Object.hasOwn(clean, key)) out.push({ path: join(path, key), kind: 'extra', rough: rough[key] });
    }
  } else if (clean !== rough) {
    if (
      typeof clean === 'number' &&
      typeof rough === 'string' &&
      /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/.test(rough) &&
      Number(rough) === clean
    ) {
      out.push({ path, kind: 'text', clean, rough });
    } else if (typeof clean === 'string' && typeof rough === 'string' && NAMES_OFFSET.test(rough))
      out.push({ path, kind: 'offset', clean, rough });
    else out.push({ path, kind: 'other', clean, rough });
  }
  return out;
}

/** Every value at a contract path (`[]`: each element; one object where a list was: that object). */
function valuesAt(value: Json | undefined, path: string): Array<Json | undefined> {
  const steps = path.replaceAll('[]', '.[]').split('.').filter(Boolean);
  let current: Array<Json | undefined> = [value];
  for (const step of steps) {
    current = current.flatMap((v): Array<Json | undefined> => {
      if (step === '[]') return Array.isArray(v) ? v : isRecord(v) ? [v] : [];
      return [isRecord(v) ? v[step] : undefined];
    });
  }
  return current;
}

/** Values that differ on every call by design (fresh tokens, the next protocol number), masked before comparing. */
function stable(id: OperationId, json: Json): Json {
  if (!isRecord(json)) return json;
  const out = { ...json };
  for (const key of id === 'op1' ? ['accessToken', 'refreshToken'] : id === 'op3' ? ['protocolo'] : [])
    if (typeof out[key] === 'string') out[key] = `<${key}>`;
  return out;
}

/** Checks one real-world answer against its clean one; returns its deviations. */
function expectFaithful(id: OperationId, clean: Json, rough: Json): Deviation[] {
  const found = deviations(stable(id, clean), stable(id, rough));
  expect(
    found.filter((d) => d.kind === 'other'),
    id,
  ).toEqual([]);
  // An essential value is kept as it is; an essential record (Op8 `cliente`) is kept, its non-essential fields may deviate.
  const kept = (v: Json | undefined) => JSON.stringify(isRecord(v) ? 'registro' : v);
  for (const path of essentialOf(id)) {
    expect(valuesAt(stable(id, rough), path).map(kept), `${id} ${path}`).toEqual(
      valuesAt(stable(id, clean), path).map(kept),
    );
    expect(
      found.filter((d) => contractPath(d.path) === path),
      `${id} ${path}`,
    ).toEqual([]);
  }
  for (const d of found.filter((x) => x.kind === 'offset'))
    expect(shownDate(d.rough as string), `${id} ${d.path}: ${d.clean} → ${d.rough}`).toBe(shownDate(d.clean as string));
  // Bare dates stay as they are (or go missing): never an offset.
  for (const d of found)
    if (typeof d.clean === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d.clean)) expect(d.kind).not.toBe('offset');
  return found;
}

// ---------------------------------------------------------------------------

describe('timestamps with an offset', () => {
  const wallClock = fc
    .record({
      year: fc.integer({ min: 1900, max: 2100 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      second: fc.integer({ min: 0, max: 59 }),
    })
    .filter((t) => t.day <= daysInMonth(t.year, t.month))
    .map((t) => {
      const p = (n: number, w = 2) => String(n).padStart(w, '0');
      return { ...t, text: `${p(t.year, 4)}-${p(t.month)}-${p(t.day)}T${p(t.hour)}:${p(t.minute)}:${p(t.second)}` };
    });

  it('keep the São Paulo date of the digits, in every style, for any wall-clock time (old daylight-saving summers included)', () => {
    fc.assert(
      fc.property(wallClock, fc.constantFrom(...OFFSET_STYLES), (t, style) => {
        const out = withOffset(t.text, style);
        // Since 2019 São Paulo is UTC−3 all year: every time there can be rewritten.
        if (t.year >= 2019) expect(out).toBeDefined();
        if (out === undefined) return;
        expect(out).toMatch(NAMES_OFFSET);
        expect(out).not.toBe(t.text);
        expect(shownDate(out)).toBe(t.text.slice(0, 10));
      }),
      { numRuns: 3000 },
    );
  });

  it('rewrite a timestamp that already names an offset as the same instant, and leave bare dates alone', () => {
    fc.assert(
      fc.property(
        wallClock,
        fc.constantFrom('Z', '-03:00', '+05:30', '-02:00'),
        fc.constantFrom(...OFFSET_STYLES),
        (t, zone, style) => {
          const text = `${t.text}${zone}`;
          const out = withOffset(text, style);
          if (out === undefined) return;
          expect(Date.parse(out)).toBe(Date.parse(text));
          expect(shownDate(out)).toBe(shownDate(text));
        },
      ),
      { numRuns: 1000 },
    );
    for (const style of OFFSET_STYLES) {
      expect(withOffset('2024-03-15', style)).toBeUndefined();
      expect(withOffset('não é data', style)).toBeUndefined();
    }
    expect(withOffset('2024-03-15T00:00:00', 'utc')).toBe('2024-03-15T03:00:00Z');
    expect(withOffset('2024-03-15T00:00:00', 'saoPaulo')).toBe('2024-03-15T00:00:00-03:00');
    expect(withOffset('2024-03-15T00:00:00', 'utcMillis')).toBe('2024-03-15T03:00:00.000+00:00');
  });
});

describe('over HTTP', () => {
  let clean: SandboxFixture;
  const rough = new Map<number, SandboxFixture>();
  let token: string;
  let requests: Record<OperationId, RawRequest>;
  const cleanAnswers = new Map<OperationId, { text: string; json: Json }>();

  const ask = async (fx: SandboxFixture, id: OperationId, request: RawRequest = requests[id]) => {
    // A token of the sandbox asked: Op18 requires one, and tokens live in one sandbox only.
    const response = await send(
      fx.sandbox.url,
      id,
      request.token ? { ...request, token: await loginToken(fx.sandbox.url) } : request,
    );
    return { status: response.status, text: response.text, json: response.json as Json };
  };

  beforeAll(async () => {
    clean = await startTestSandbox();
    for (const seed of SEEDS) rough.set(seed, await startTestSandbox({ realWorld: { seed } }));
    token = await loginToken(clean.sandbox.url);
    requests = validRequests(demoWorld(), token);
    for (const id of answering) {
      const answer = await ask(clean, id);
      expect(answer.status, `${id} ${answer.text.slice(0, 200)}`).toBe((operations[id] as OperationDef).success.status);
      cleanAnswers.set(id, answer);
    }
  }, 60_000);

  afterAll(async () => {
    await clean?.stop();
    for (const fx of rough.values()) await fx.stop();
  });

  it('is off by default: the control API and health say so, and every answer keeps to the contract (zero drift)', async () => {
    const state = await fetch(`${clean.sandbox.url}/_sandbox/real-world`);
    expect(await state.json()).toEqual({ enabled: false });
    const health = (await (await fetch(`${clean.sandbox.url}/_sandbox/health`)).json()) as { realWorld: unknown };
    expect(health.realWorld).toEqual({ enabled: false });
    for (const id of answering) {
      const op = operations[id] as OperationDef;
      expect(
        readAnswer(op.success.schema!, cleanAnswers.get(id)!.json, op.success.essential).drift.entries,
        id,
      ).toEqual([]);
    }
  });

  it('makes every operation with a body deviate on its demo request, for every seed, only in the documented ways', async () => {
    const kinds = new Set<string>();
    for (const [seed, fx] of rough) {
      for (const id of answering) {
        const answer = await ask(fx, id);
        expect(answer.status, `${seed} ${id}`).toBe((operations[id] as OperationDef).success.status);
        const found = expectFaithful(id, cleanAnswers.get(id)!.json, answer.json);
        expect(found.length, `seed ${seed}, ${id}: no deviation`).toBeGreaterThan(0);
        // Op8's deviations reach the customer record itself, not only the wrapper around it.
        if (id === 'op8')
          expect(
            found.some((d) => d.path.startsWith('cliente.')),
            `seed ${seed}, op8`,
          ).toBe(true);
        for (const d of found) kinds.add(d.kind);
      }
    }
    expect([...kinds].sort()).toEqual(['absent', 'extra', 'null', 'offset', 'reshape', 'text']);
  });

  it('deviates in a share of the records of a list, leaving the rest clean (Op12 movements)', async () => {
    const movements = cleanAnswers.get('op12')!.json as Json[];
    const answer = (await ask(rough.get(DEFAULT_REAL_WORLD_SEED)!, 'op12')).json;
    const touched = new Set(expectFaithful('op12', movements, answer).map((d) => /^\[(\d+)\]/.exec(d.path)?.[1]));
    const share = touched.size / movements.length;
    expect(movements.length).toBeGreaterThan(100);
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.4);
  });

  it('answers byte for byte the same for the same seed and request, and otherwise for another seed', async () => {
    const twin = await startTestSandbox({ realWorld: { seed: DEFAULT_REAL_WORLD_SEED } });
    try {
      const reads = answering.filter((id) => (operations[id] as OperationDef).kind === 'read');
      const differing: OperationId[] = [];
      for (const id of reads) {
        const first = await ask(rough.get(DEFAULT_REAL_WORLD_SEED)!, id);
        // Again (now from the answer cache), and from another sandbox started with the same seed.
        expect((await ask(rough.get(DEFAULT_REAL_WORLD_SEED)!, id)).text, id).toBe(first.text);
        expect((await ask(twin, id)).text, id).toBe(first.text);
        // A small record may draw the same deviation under one other seed, hardly under two.
        const others = [await ask(rough.get(7)!, id), await ask(rough.get(20261124)!, id)];
        if (others.some((other) => other.text !== first.text)) differing.push(id);
      }
      expect(differing).toEqual(reads);
    } finally {
      await twin.stop();
    }
  });

  it('never touches an essential field, as the app reads it', async () => {
    for (const fx of rough.values()) {
      for (const id of answering) {
        const op = operations[id] as OperationDef;
        const { drift } = readAnswer(op.success.schema!, (await ask(fx, id)).json, op.success.essential);
        expect(
          drift.entries.filter((e) => e.essential),
          id,
        ).toEqual([]);
      }
    }
  });

  it('logs in on every seed: the access token is there and opens an operation that requires it (Op18)', async () => {
    for (const [seed, fx] of rough) {
      for (const username of ['atendente', 'supervisor']) {
        const sessionToken = await loginToken(fx.sandbox.url, username);
        expect(sessionToken, `${seed} ${username}`).toMatch(/^[\w.-]{20,}$/);
        const billing = await send(fx.sandbox.url, 'op18', { ...requests.op18, token: sessionToken });
        expect(billing.status, `${seed} ${username}`).toBe(200);
      }
    }
  });

  it('leaves errors and answers without a body exactly as they are', async () => {
    const fx = rough.get(DEFAULT_REAL_WORLD_SEED)!;
    const cases: Array<[OperationId, RawRequest]> = [
      ['op8', { params: { idpessoafisica: '52998224725' } }], // nobody: 404 without body
      ['op9', { ...requests.op9, key: null }], // 401 in ErrorBody style
      ['op12', { ...requests.op12, key: KEYS.inactive }], // 401 in the gateway's style
      ['op9', { ...requests.op9, query: { tamanhoPagina: '500' } }], // 422 with messages
      [
        'op1',
        {
          body: {
            predicate: { Username: 'atendente', Password: 'errada' },
            type: 'usuario',
            queryType: 'autenticacao',
          },
        },
      ], // 401
      ['op7', requests.op7], // 200 without body
    ];
    for (const [id, request] of cases) {
      const [before, after] = [await ask(clean, id, request), await ask(fx, id, request)];
      expect(after.status, id).toBe(before.status);
      expect(after.text, id).toBe(before.text);
    }
  });

  it('is switched by the control API: round trip, health, 400 on bad input, and answers follow at once', async () => {
    const fx = await startTestSandbox();
    const url = `${fx.sandbox.url}/_sandbox/real-world`;
    const put = (body: string) => fetch(url, { method: 'PUT', body });
    try {
      const before = (await ask(fx, 'op8')).text;
      expect(before).toBe(cleanAnswers.get('op8')!.text);

      const on = await put(JSON.stringify({ enabled: true, seed: 7, share: 0.5 }));
      expect(on.status).toBe(200);
      expect(await on.json()).toEqual({ enabled: true, seed: 7, share: 0.5 });
      expect(await (await fetch(url)).json()).toEqual({ enabled: true, seed: 7, share: 0.5 });
      expect(
        ((await (await fetch(`${fx.sandbox.url}/_sandbox/health`)).json()) as { realWorld: unknown }).realWorld,
      ).toEqual({ enabled: true, seed: 7, share: 0.5 });
      const seven = (await ask(fx, 'op8')).text;
      expect(seven).not.toBe(before);

      // Defaults: the default seed and a share of 0.3.
      expect(await (await put('{"enabled":true}')).json()).toEqual({
        enabled: true,
        seed: DEFAULT_REAL_WORLD_SEED,
        share: 0.3,
      });
      expect((await ask(fx, 'op8')).text).toBe((await ask(rough.get(DEFAULT_REAL_WORLD_SEED)!, 'op8')).text);

      for (const bad of [
        '{"enabled":"sim"}',
        '{"enabled":true,"share":1.5}',
        '{"enabled":true,"seed":-1}',
        '{"enabled":true,"seed":2.5}',
        '{"enabled":true,"semente":7}',
        '{}',
        'não é json',
        '',
      ]) {
        const response = await put(bad);
        expect(response.status, bad).toBe(400);
        const body = (await response.json()) as { status: string; mensagem: string };
        expect(body.status).toBe('400');
        expect(body.mensagem, bad).toMatch(/^Use \{"enabled":true/);
      }
      // A refused request changes nothing.
      expect(await (await fetch(url)).json()).toEqual({ enabled: true, seed: DEFAULT_REAL_WORLD_SEED, share: 0.3 });

      // Share 0 and off both give the clean bytes back (the answer cache follows the mode).
      await put('{"enabled":true,"seed":7,"share":0}');
      expect((await ask(fx, 'op8')).text).toBe(before);
      expect((await put('{"enabled":false}')).status).toBe(200);
      expect(await (await fetch(url)).json()).toEqual({ enabled: false });
      expect((await ask(fx, 'op8')).text).toBe(before);
    } finally {
      await fx.stop();
    }
  });
});

describe('the mutator, on any seed, share and answer', () => {
  const samples = new Map<OperationId, Json>();

  beforeAll(async () => {
    const fx = await startTestSandbox();
    try {
      const requests = validRequests(demoWorld(), await loginToken(fx.sandbox.url));
      for (const id of answering) {
        const json = (await send(fx.sandbox.url, id, requests[id])).json as Json;
        // Long lists cut short: every element is treated alike, and the property stays fast.
        samples.set(id, Array.isArray(json) ? json.slice(0, 30) : json);
      }
    } finally {
      await fx.stop();
    }
  }, 60_000);

  it('is deterministic, never changes its input, keeps essential fields and dates, and deviates only in the documented ways', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...answering),
        fc.nat(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.string(),
        (id, seed, share, request) => {
          const input = samples.get(id)!;
          const before = JSON.stringify(input);
          const plan = { seed, share, answerKey: `${id}|${request}`, essential: essentialOf(id) };
          const out = roughen(input, plan) as Json;
          expect(JSON.stringify(input)).toBe(before);
          expect(JSON.stringify(roughen(input, plan))).toBe(JSON.stringify(out));
          const found = expectFaithful(id, input, out);
          if (share === 0) expect(found).toEqual([]);
          else expect(found.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('walks any JSON value without throwing, and without changing it in place', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), (value, seed) => {
        const before = JSON.stringify(value);
        const out = roughen(value, { seed, share: 0.5, answerKey: 'qualquer', essential: [] }) as Json;
        expect(JSON.stringify(value)).toBe(before);
        expect(deviations(value as Json, out).filter((d) => d.kind === 'other')).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});

describe('switching it on from the CLI and the environment', () => {
  it('reads BALCAO_SANDBOX_REAL_WORLD: unset, empty or 0 is off, 1 the default seed, another number that seed', () => {
    expect(realWorldFromEnv(undefined)).toBeUndefined();
    expect(realWorldFromEnv('')).toBeUndefined();
    expect(realWorldFromEnv('0')).toBeUndefined();
    expect(realWorldFromEnv('1')).toEqual({ seed: DEFAULT_REAL_WORLD_SEED, share: 0.3 });
    expect(realWorldFromEnv('42')).toEqual({ seed: 42, share: 0.3 });
    expect(() => realWorldFromEnv('sim')).toThrow(/Semente do modo mundo real inválida/);
  });

  it('reads --real-world[=SEED]: no value is the default seed', () => {
    expect(parseRealWorldSeed('')).toBe(DEFAULT_REAL_WORLD_SEED);
    expect(parseRealWorldSeed('7')).toBe(7);
    expect(() => parseRealWorldSeed('-3')).toThrow(/inválida/);
    expect(() => parseRealWorldSeed('1.5')).toThrow(/inválida/);
  });

  it('refuses a share out of range when the sandbox starts', async () => {
    await expect(startSandbox({ world: demoWorld(), realWorld: { seed: 1, share: 2 } })).rejects.toThrow(
      /proporção inválida/,
    );
  });
});
