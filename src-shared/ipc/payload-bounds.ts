/**
 * Size and shape bounds of an IPC input, checked before any schema reads it. Runs in the preload (a cheap first
 * refusal, in the renderer's process) and in the main process (the check that counts).
 *
 * Why: zod walks whatever it is given, and a strict object lists every unknown key in one message, so a typed
 * array of 10 MiB or an object of 3 million keys cost the main process seconds and gigabytes. Inputs therefore
 * cross IPC as JSON text (a length is known before anything is parsed), and the parsed value must be plain JSON data
 * within these limits. The limits are far above any legitimate input (the largest, Op6's signed PDF in base64,
 * is what the API itself accepts, D20).
 */
import type { IpcError } from './ipc-result';
import { words, type PayloadProblem, type PayloadProblemKind } from '../words/error-codes';

export interface PayloadLimits {
  /** Characters of the JSON text (and, before it exists, of all strings and keys together). */
  maxChars: number;
  /** Nesting of objects and arrays (`{ body: { fundos: [ {…} ] } }` is 4). */
  maxDepth: number;
  /** Values in the whole input, containers included. */
  maxNodes: number;
  /** Keys of one object. */
  maxKeys: number;
  /** Elements of one array. */
  maxArrayLength: number;
}

export const DEFAULT_PAYLOAD_LIMITS: PayloadLimits = Object.freeze({
  maxChars: 256 * 1024,
  maxDepth: 12,
  maxNodes: 5_000,
  maxKeys: 100,
  maxArrayLength: 1_000,
});

export type { PayloadProblem, PayloadProblemKind } from '../words/error-codes';

const LIMIT_OF: Partial<Record<PayloadProblemKind, (limits: PayloadLimits) => number>> = {
  size: (limits) => limits.maxChars,
  depth: (limits) => limits.maxDepth,
  nodes: (limits) => limits.maxNodes,
  keys: (limits) => limits.maxKeys,
  array: (limits) => limits.maxArrayLength,
};

/** The bound `kind` names, as these limits set it (`type` and `json` have none); said by payload-bound-words.ts. */
export function payloadLimitProblem(kind: PayloadProblemKind, limits: PayloadLimits): PayloadProblem {
  const limit = LIMIT_OF[kind]?.(limits);
  return limit === undefined ? { kind } : { kind, limit };
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * The first limit `value` breaks, or undefined when it is plain JSON data within `limits`. Stops at the first
 * problem: its cost is bounded by the limits, not by the size of what was sent (an array's or a string's length is
 * read, never walked past the limit).
 */
export function payloadProblem(
  value: unknown,
  limits: PayloadLimits = DEFAULT_PAYLOAD_LIMITS,
): PayloadProblem | undefined {
  let nodes = 0;
  let chars = 0;
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (++nodes > limits.maxNodes) return payloadLimitProblem('nodes', limits);
    switch (typeof current) {
      case 'undefined':
      case 'boolean':
      case 'number':
        continue;
      case 'string':
        chars += current.length;
        if (chars > limits.maxChars) return payloadLimitProblem('size', limits);
        continue;
      case 'object':
        break;
      default:
        return payloadLimitProblem('type', limits); // bigint, symbol, function
    }
    if (current === null) continue;
    if (depth >= limits.maxDepth) return payloadLimitProblem('depth', limits);
    if (Array.isArray(current)) {
      if (Object.getPrototypeOf(current) !== Array.prototype) return payloadLimitProblem('type', limits);
      if (current.length > limits.maxArrayLength) return payloadLimitProblem('array', limits);
      if (nodes + current.length > limits.maxNodes) return payloadLimitProblem('nodes', limits);
      for (const item of current as unknown[]) pending.push({ value: item, depth: depth + 1 });
      continue;
    }
    // Typed arrays, ArrayBuffer, Date, Map, Set, RegExp, Error, Blob…: not JSON, and some are huge.
    if (!isPlainObject(current)) return payloadLimitProblem('type', limits);
    let keys = 0;
    for (const key in current) {
      if (++keys > limits.maxKeys) return payloadLimitProblem('keys', limits);
      chars += key.length;
      if (chars > limits.maxChars) return payloadLimitProblem('size', limits);
      pending.push({ value: (current as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return undefined;
}

/** An input as it crosses IPC: JSON text, or undefined for "no input". */
export type WirePayload = string | undefined;

/** Preload side: the input as JSON text, or the problem that keeps it from being sent. */
export function encodePayload(
  input: unknown,
  limits: PayloadLimits = DEFAULT_PAYLOAD_LIMITS,
): { text: WirePayload } | { problem: PayloadProblem } {
  if (input === undefined) return { text: undefined };
  const found = payloadProblem(input, limits);
  if (found) return { problem: found };
  const text = JSON.stringify(input);
  if (text.length > limits.maxChars) return { problem: payloadLimitProblem('size', limits) };
  return { text };
}

/**
 * Main-process side: the input from its JSON text, or the problem. The text's length is checked before it is
 * parsed, and the parsed value's shape before anything else reads it. Anything but text (a message that did not
 * come through our preload) is refused.
 */
export function decodePayload(
  payload: unknown,
  limits: PayloadLimits = DEFAULT_PAYLOAD_LIMITS,
): { value: unknown } | { problem: PayloadProblem } {
  if (payload === undefined) return { value: undefined };
  if (typeof payload !== 'string') return { problem: payloadLimitProblem('type', limits) };
  if (payload.length > limits.maxChars) return { problem: payloadLimitProblem('size', limits) };
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return { problem: payloadLimitProblem('json', limits) };
  }
  const found = payloadProblem(value, limits);
  return found ? { problem: found } : { value };
}

/** The answer to an input refused by its bounds: the same from the preload and from the main process. */
export function payloadProblemError(found: PayloadProblem): IpcError {
  return {
    code: 'invalid-input',
    words: words('ipc.payloadRefused', found),
    details: [],
    retryable: false,
  };
}
