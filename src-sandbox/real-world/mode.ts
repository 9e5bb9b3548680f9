/**
 * The sandbox's real-world mode (D45; runs in the sandbox): its settings,
 * how the CLI, the environment and the control API turn it on, and the one
 * call the server makes on each success answer. Off by default: the demo
 * keeps to the contract to the letter. The mutations are in mutator.ts.
 */
import { z } from 'zod';
import type { OperationDef } from '../../src-shared/contract';
import type { HandlerResult } from '../handlers/context';
import { errorAsSuccess, reshapeAnswer } from './answer-shapes';
import { identityPaths } from '../../src-shared/contract/field-meaning';
import { roughen } from './mutator';

export interface RealWorldSettings {
  seed: number;
  /** Share of records that deviate, 0–1. */
  share: number;
  /** Also the answer shapes of answer-shapes.ts (envelopes, error bodies with 200, days at UTC midnight…): D208. */
  shapes?: true;
}

/** `--real-world` without a seed, `BALCAO_SANDBOX_REAL_WORLD=1` and `{"enabled":true}` all mean seed 1. */
export const DEFAULT_REAL_WORLD_SEED = 1;
export const DEFAULT_REAL_WORLD_SHARE = 0.3;

const seedSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const shareSchema = z.number().min(0).max(1);

/** The body of `PUT /_sandbox/real-world`. */
export const RealWorldRequest = z.strictObject({
  enabled: z.boolean(),
  seed: seedSchema.optional(),
  share: shareSchema.optional(),
  shapes: z.boolean().optional(),
});

/** Settings with their defaults filled in; throws on a seed or share out of range. */
export function realWorldSettings(input: { seed?: number; share?: number; shapes?: boolean } = {}): RealWorldSettings {
  const seed = seedSchema.safeParse(input.seed ?? DEFAULT_REAL_WORLD_SEED);
  const share = shareSchema.safeParse(input.share ?? DEFAULT_REAL_WORLD_SHARE);
  if (!seed.success) throw new Error(`Modo mundo real: semente inválida (${input.seed}).`);
  if (!share.success) throw new Error(`Modo mundo real: proporção inválida (${input.share}); use de 0 a 1.`);
  return { seed: seed.data, share: share.data, ...(input.shapes ? { shapes: true as const } : {}) };
}

/** `--real-world[=SEED]`: no value is the default seed. */
export function parseRealWorldSeed(text: string): number {
  if (text.trim() === '') return DEFAULT_REAL_WORLD_SEED;
  const seed = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(seed))
    throw new Error(`Semente do modo mundo real inválida: ${text} (use um número inteiro)`);
  return seed;
}

/** `BALCAO_SANDBOX_REAL_WORLD`: unset, empty or 0 is off; 1 the default seed; any other number that seed. */
export function realWorldFromEnv(value: string | undefined): RealWorldSettings | undefined {
  if (value === undefined || value.trim() === '' || value.trim() === '0') return undefined;
  return realWorldSettings({ seed: parseRealWorldSeed(value) });
}

/** What the control API and /_sandbox/health say about the mode. */
export function describeRealWorld(settings: RealWorldSettings | undefined): {
  enabled: boolean;
  seed?: number;
  share?: number;
} {
  return settings ? { enabled: true, ...settings } : { enabled: false };
}

/** Part of the response cache's key: answers of one setting are never served under another. */
export function realWorldCacheKey(settings: RealWorldSettings | undefined): string {
  return settings ? `mundo-real:${settings.seed}:${settings.share}${settings.shapes ? ':formas' : ''}` : 'limpo';
}

/**
 * The answer as the real service might send it. Only success answers with a
 * JSON body change: errors, empty bodies and headers stay exactly as they are.
 */
export function asRealWorld(
  op: OperationDef,
  result: HandlerResult,
  settings: RealWorldSettings,
  request: { params: Record<string, string>; query: unknown },
): HandlerResult {
  // The request's identity (never its body: Op1's carries a password) makes each customer's answer deviate its own way.
  const answerKey = JSON.stringify([op.id, request.params, request.query]);
  const disguised = settings.shapes
    ? errorAsSuccess(op, result.status, result.body, { seed: settings.seed, answerKey })
    : undefined;
  if (disguised !== undefined) return { ...result, status: 200, body: disguised };
  if (!op.success.schema || result.body === undefined || result.status < 200 || result.status > 299) return result;
  const essential = [...Object.keys(op.success.essential ?? {}), ...identityPaths(op.success.schema)];
  const body = roughen(result.body, { seed: settings.seed, share: settings.share, answerKey, essential });
  const shaped = settings.shapes ? reshapeAnswer(op, body, { seed: settings.seed, answerKey, essential }) : body;
  return shaped === result.body ? result : { ...result, body: shaped };
}
