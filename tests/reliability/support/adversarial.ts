/**
 * fast-check arbitraries for bad input: wrong types, unicode edge cases,
 * numbers at and beyond every limit, huge strings, prototype-pollution keys,
 * and "near-valid" payloads (a valid payload with one thing changed).
 *
 * Everything generated survives structured clone (what Electron's IPC does):
 * no functions or symbols, which the renderer could not send anyway.
 */
import fc from 'fast-check';

export const HUGE = 100 * 1024;

/** Keys that reach Object.prototype when merged carelessly. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Strings chosen by hand: each one has broken some parser, logger or terminal somewhere. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n',
  '\r\nX-Injected: 1',
  '\u0000',
  'a\u0000b',
  '\u202Egnp.exe', // RTL override
  '\u200B\u200D\uFEFF', // zero-width, BOM
  'e\u0301\u0302\u0303\u0304\u0305\u0306\u0307', // combining marks
  'Z̴̡̛̗͔̦͎̲̦̼̬̥̫̭̖̠̰̘̬̙͚̗̓̈́̏̊͊̉̑̚͝a̸l̷g̶o̵',
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  'x\uDBFFy',
  '𝕏𝔸😀👩‍👩‍👧‍👦',
  '１２３４５６７８９０１', // full-width digits
  '٠١٢٣٤٥٦٧٨٩٠', // Arabic-Indic digits
  '529.982.247-25',
  '52998224725 ',
  ' 52998224725',
  '00000000000',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '%00',
  "' OR 1=1 --",
  '"; DROP TABLE clientes; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}#{7*7}',
  'javascript:alert(1)',
  'file:///etc/passwd',
  'https://evil.example.com/',
  'https://ajuda.seguradora.invalid@evil.example.com/',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '0x1F',
  '2026-02-30',
  '2026-13-01',
  '9999-12-31T23:59:59Z',
  '0000-00-00',
];

/** Numbers at and beyond the limits. */
export const NASTY_NUMBERS: readonly number[] = [
  0,
  -0,
  1,
  -1,
  0.1,
  0.005,
  99.999,
  100.001,
  NaN,
  Infinity,
  -Infinity,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.EPSILON,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 1,
  Number.MIN_SAFE_INTEGER - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  1e21,
];

/** A string of about 100 KB, in one of a few alphabets (ASCII, accents, NUL, RTL, astral). */
const hugeString = fc
  .constantFrom('x', 'é', '\u0000', '\u202E', '𝕏', '1', 'a\u0301')
  .map((unit) => unit.repeat(Math.ceil(HUGE / unit.length)));

export const adversarialString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 6 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 10 }), weight: 1 },
  { arbitrary: fc.stringMatching(/^\d{1,20}$/), weight: 2 },
  { arbitrary: hugeString, weight: 1 },
);

export const adversarialNumber: fc.Arbitrary<number> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_NUMBERS), weight: 4 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
);

/** Any leaf value structured clone can carry. */
export const adversarialLeaf: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: adversarialString, weight: 5 },
  { arbitrary: adversarialNumber, weight: 4 },
  { arbitrary: fc.constantFrom(true, false, null, undefined), weight: 2 },
  { arbitrary: fc.bigInt(), weight: 1 },
  {
    arbitrary: fc.constantFrom<unknown>(
      new Date(Number.NaN),
      new Date(8.64e15),
      new Uint8Array([0, 255]),
      new Map([['a', 1]]),
      new Set([1]),
    ),
    weight: 1,
  },
);

export const adversarialKey: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...PROTOTYPE_KEYS), weight: 3 },
  {
    arbitrary: fc.constantFrom(
      'path',
      'query',
      'body',
      'confirmDuplicate',
      'customerCpf',
      'kind',
      'environment',
      'extra',
    ),
    weight: 2,
  },
  { arbitrary: adversarialString.filter((s) => s.length < 1000), weight: 2 },
);

/** Sets an own, enumerable property even for `__proto__` (plain assignment would change the prototype instead). */
export function defineOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
}

/** Objects with dangerous own keys, as JSON.parse would build them from a hostile message. */
const pollutingObject: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(
    fc.constantFrom(...PROTOTYPE_KEYS),
    fc.constantFrom<unknown>({ polluted: true }, { prototype: { polluted: true } }, 'polluted', 1),
  )
  .map(([key, value]) => {
    const target: Record<string, unknown> = {};
    defineOwn(target, key, value);
    return target;
  });

/** Random trees of wrong shapes, with adversarial leaves and keys. */
export const adversarialTree: fc.Arbitrary<unknown> = fc.letrec<{ tree: unknown }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: adversarialLeaf, weight: 4 },
    { arbitrary: fc.array(tie('tree'), { maxLength: 4 }), weight: 1 },
    {
      arbitrary: fc.array(fc.tuple(adversarialKey, tie('tree')), { maxLength: 4 }).map((entries) => {
        const target: Record<string, unknown> = {};
        for (const [key, value] of entries) defineOwn(target, key, value);
        return target;
      }),
      weight: 2,
    },
    { arbitrary: pollutingObject, weight: 1 },
  ),
})).tree;

/**
 * Deep nesting: arrays or objects hundreds of levels down. Structured clone
 * itself overflows the stack somewhere past 1,000 levels, so deeper payloads
 * could not leave the renderer at all (the HTTP fuzz goes to 10,000).
 */
export const deepNesting: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom('array', 'object'), fc.integer({ min: 200, max: 900 }))
  .map(([kind, depth]) => {
    let value: unknown = 'fundo';
    for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
    // fast-check prints counterexamples recursively: give it a short description instead (a symbol key, which structured clone drops).
    Object.defineProperty(value, fc.toStringMethod, { value: () => `<${kind} nested ${depth} levels>` });
    return value;
  });

type Segment = string | number;

/** Every path to a value inside `value` (the root is []). */
export function pathsOf(value: unknown, prefix: Segment[] = []): Segment[][] {
  const out: Segment[][] = [prefix];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...pathsOf(item, [...prefix, i])));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) out.push(...pathsOf(item, [...prefix, key]));
  return out;
}

/**
 * Plausible edits of a valid value: what a slip of the hand, a copy-paste or
 * a boundary produces. These often still pass the client's validation, which
 * is exactly where a client and a service may disagree.
 */
const STRING_TWEAKS: ReadonlyArray<(v: string) => string> = [
  (v) => `${v} `,
  (v) => ` ${v}`,
  (v) => v.toUpperCase(),
  (v) => v.toLowerCase(),
  (v) => `${v}${v}`,
  (v) => v.slice(0, -1),
  (v) => v.slice(1),
  (v) => `${v}é`,
  (v) => `${v}\u0000`,
  (v) => `${v}\u202E`,
  (v) => `${v}\uD800`,
  (v) => v.normalize('NFD'),
  (v) => `${v}\u0301`,
  (v) => v.replace(/\d/, (d) => String((Number(d) + 1) % 10)),
  (v) => `0${v}`,
  (v) => v.replace(/[.\-/]/g, ''),
  (v) => v.replace(/-03:00$/, 'Z').replace(/Z$/, '+14:00'),
  (v) => v.replace(/T.*$/, ''),
  (v) => v.replace(/@/, '@@'),
  ...[1, 7, 8, 10, 11, 12, 13, 19, 20, 21, 39, 40, 41, 60, 61, 99, 100, 101, 200, 201, 255, 256, 257, 500, 501].map(
    (length) => (v: string) => (v || 'x').repeat(Math.ceil(length / Math.max(1, v.length))).slice(0, length),
  ),
];

const NUMBER_TWEAKS: ReadonlyArray<(n: number) => number> = [
  (n) => n + 1,
  (n) => n - 1,
  (n) => -n,
  (n) => n * 10,
  (n) => n / 10,
  (n) => n + 0.001,
  (n) => n + 0.01,
  (n) => n + 0.005,
  () => 0,
  () => -0,
  () => 0.01,
  () => 99.99,
  () => 100,
  () => 100.001,
  () => 1_000_000,
  () => 1_000_000.01,
  () => 9_999,
  () => 10_000,
  () => Number.MAX_SAFE_INTEGER,
  () => 2 ** 31,
];

function tweak(value: unknown, which: number): unknown {
  if (typeof value === 'string') return STRING_TWEAKS[which % STRING_TWEAKS.length]!(value);
  if (typeof value === 'number') return NUMBER_TWEAKS[which % NUMBER_TWEAKS.length]!(value);
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return [[...value, ...value], [], [...value].reverse(), value.slice(1)][which % 4];
  return value;
}

export type Mutation =
  | { kind: 'tweak'; at: number; which: number }
  | { kind: 'set'; at: number; value: unknown }
  | { kind: 'delete'; at: number }
  | { kind: 'extra'; at: number; key: string; value: unknown }
  | { kind: 'wrap'; at: number };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('tweak' as const), at: fc.nat(), which: fc.nat() }), weight: 6 },
  {
    arbitrary: fc.record({
      kind: fc.constant('set' as const),
      at: fc.nat(),
      value: fc.oneof(
        { arbitrary: adversarialLeaf, weight: 8 },
        { arbitrary: adversarialTree, weight: 1 },
        { arbitrary: deepNesting, weight: 1 },
      ),
    }),
    weight: 6,
  },
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      at: fc.nat(),
      key: adversarialKey,
      value: adversarialLeaf,
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('wrap' as const), at: fc.nat() }), weight: 1 },
);

/** A copy of `valid` with one mutation applied at one of its paths (chosen by `at`, modulo the number of paths). */
export function applyMutation(valid: unknown, m: Mutation): unknown {
  const root = { value: structuredClone(valid) as unknown };
  const paths = pathsOf(root.value);
  const path = paths[m.at % paths.length]!;
  const parentOf = (segments: Segment[]) =>
    segments.reduce<unknown>((node, key) => (node as Record<Segment, unknown>)[key], root.value);
  const replace = (next: unknown) => {
    if (path.length === 0) root.value = next;
    else (parentOf(path.slice(0, -1)) as Record<Segment, unknown>)[path[path.length - 1]!] = next;
  };
  const current = path.length === 0 ? root.value : parentOf(path);
  switch (m.kind) {
    case 'tweak':
      replace(tweak(current, m.which));
      break;
    case 'set':
      replace(m.value);
      break;
    case 'wrap':
      replace([current]);
      break;
    case 'delete':
      if (path.length === 0) root.value = undefined;
      else {
        const parent = parentOf(path.slice(0, -1));
        if (Array.isArray(parent)) parent.splice(path[path.length - 1] as number, 1);
        else delete (parent as Record<string, unknown>)[path[path.length - 1] as string];
      }
      break;
    case 'extra':
      if (current !== null && typeof current === 'object' && !Array.isArray(current))
        defineOwn(current as Record<string, unknown>, m.key, m.value);
      else if (Array.isArray(current)) current.push(m.value);
      else {
        const target: Record<string, unknown> = { valor: current };
        defineOwn(target, m.key, m.value);
        replace(target);
      }
      break;
  }
  return root.value;
}
