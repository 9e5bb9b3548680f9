/**
 * Fault injection for resilience tests and training. Rules come from the CLI
 * (`--fault`), the environment (BALCAO_SANDBOX_FAULTS) or the control API (/_sandbox).
 *
 * Errors (500, 503) strike before the operation runs by default, so nothing
 * changes; with `!after` the operation runs and its answer is replaced by the
 * error (a gateway failing after the service committed). Latency, dropped
 * connections, malformed JSON and trickling strike after it ran by default: a
 * write is then accepted while its caller never learns it, the case a client
 * must report as "outcome unknown".
 */
import { z } from 'zod';
import { operationIds, type OperationId } from '../src-shared/contract';
import { parsePtBr } from '../src-shared/zod-pt-br';
import { CHARSET_KINDS, isCharsetKind, isTimedWireKind, isWireErrorKind, WIRE_ERROR_KINDS } from './wire-faults';

/** Faults of the transport and the gateway's plain errors (the reliability drills go through each). */
export const FAULT_KINDS = ['latency', 'error500', 'error503', 'drop', 'malformed', 'trickle'] as const;
/** Answers worded and encoded as real services behind the gateway send them (wire-faults.ts). */
export const ANSWER_FAULT_KINDS = [...WIRE_ERROR_KINDS, ...CHARSET_KINDS] as const;
export const ALL_FAULT_KINDS = [...FAULT_KINDS, ...ANSWER_FAULT_KINDS] as const;
export type FaultKind = (typeof ALL_FAULT_KINDS)[number];

export const FaultRule = z
  .strictObject({
    kind: z.enum(ALL_FAULT_KINDS),
    /** Operations it applies to; all when absent. */
    operations: z.array(z.enum(operationIds as [OperationId, ...OperationId[]])).optional(),
    /** Share of matching requests hit, 0 to 1 (default 1). */
    rate: z.number().min(0).max(1).default(1),
    /** Strike only this many times, then the rule retires (deterministic tests). */
    times: z.number().int().positive().optional(),
    /** latency: added milliseconds; trickle: milliseconds between chunks. */
    ms: z.number().int().min(0).max(600_000).default(2000),
    /** Whether the fault strikes before or after the operation runs. */
    phase: z.enum(['before', 'after']).optional(),
  })
  .refine((rule) => !(rule.phase === 'before' && (rule.kind === 'malformed' || rule.kind === 'trickle')), {
    error: 'malformed e trickle alteram a resposta: só existem depois da operação (!after).',
  })
  .refine((rule) => !(rule.phase === 'before' && isCharsetKind(rule.kind)), {
    error: 'latin1, cp1252 e bom1252 recodificam a resposta: só existem depois da operação (!after).',
  })
  .refine((rule) => !(rule.phase === 'after' && isWireErrorKind(rule.kind)), {
    // A 429 or a validation refusal says the service did not act: it strikes before the operation, never after.
    error:
      'ratelimit, ratelimitdate, gateway403, gateway500, invalid422 e invalid400 recusam o pedido: só existem antes da operação (!before).',
  });
export type FaultRule = z.output<typeof FaultRule>;
export type FaultRuleInput = z.input<typeof FaultRule>;

export interface Fault {
  kind: FaultKind;
  ms: number;
  phase: 'before' | 'after';
}

const DEFAULT_PHASE: Record<FaultKind, 'before' | 'after'> = {
  latency: 'after',
  error500: 'before',
  error503: 'before',
  drop: 'after',
  malformed: 'after',
  trickle: 'after',
  ratelimit: 'before',
  ratelimitdate: 'before',
  gateway403: 'before',
  gateway500: 'before',
  invalid422: 'before',
  invalid400: 'before',
  latin1: 'after',
  cp1252: 'after',
  bom1252: 'after',
};

const NO_FAULTS: readonly Fault[] = Object.freeze([]);

export class FaultInjector {
  private rules: Array<FaultRule & { remaining?: number }> = [];

  constructor(
    rules: FaultRuleInput[] = [],
    private readonly random: () => number = Math.random,
  ) {
    this.replace(rules);
  }

  replace(rules: FaultRuleInput[]): void {
    this.rules = rules.map((r) => {
      const rule = parsePtBr(FaultRule, r);
      return { ...rule, remaining: rule.times };
    });
  }

  list(): FaultRule[] {
    return this.rules.map(({ remaining, ...rule }) => ({
      ...rule,
      ...(remaining !== undefined ? { times: remaining } : {}),
    }));
  }

  /** The faults that strike this request (at most one per kind), consuming counted rules. */
  draw(operation: OperationId): readonly Fault[] {
    // No rules (the usual case): no allocation on the request path.
    if (this.rules.length === 0) return NO_FAULTS;
    const faults: Fault[] = [];
    for (const rule of this.rules) {
      if (rule.operations && !rule.operations.includes(operation)) continue;
      if (faults.some((f) => f.kind === rule.kind)) continue;
      if (rule.remaining === 0) continue;
      if (rule.rate < 1 && this.random() >= rule.rate) continue;
      if (rule.remaining !== undefined) rule.remaining -= 1;
      faults.push({ kind: rule.kind, ms: rule.ms, phase: rule.phase ?? DEFAULT_PHASE[rule.kind] });
    }
    if (this.rules.some((r) => r.remaining === 0)) this.rules = this.rules.filter((r) => r.remaining !== 0);
    return faults;
  }
}

/**
 * Parses the text form used by the CLI and the environment, rules separated
 * by ";": `kind[=number][@op1,op2][#times][!before|!after]`, where number is
 * the rate for errors/drop/malformed and milliseconds for latency/trickle and for the wait a ratelimit asks.
 * Examples: `latency=3000`, `error503=0.2@op8,op12`, `drop#1@op4!after`, `ratelimit=2000#1@op8`, `latin1@op8`.
 */
export function parseFaultSpec(text: string): FaultRuleInput[] {
  return text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^([a-z0-9]+)(?:=([\d.]+))?(?:#(\d+))?(?:@([a-z0-9,]+))?(?:#(\d+))?(?:!(before|after))?$/.exec(
        part,
      );
      if (!match)
        throw new Error(`Regra de falha inválida: "${part}". Formato: tipo[=número][#vezes][@op1,op2][!before|after].`);
      const [, kind, number, times1, ops, times2, phase] = match;
      if (!(ALL_FAULT_KINDS as readonly string[]).includes(kind!))
        throw new Error(`Tipo de falha desconhecido: ${kind}. Use: ${ALL_FAULT_KINDS.join(', ')}.`);
      const timed = kind === 'latency' || kind === 'trickle' || isTimedWireKind(kind!);
      const rule: FaultRuleInput = { kind: kind as FaultKind };
      if (number !== undefined) {
        if (timed) rule.ms = Number(number);
        else rule.rate = Number(number);
      }
      const times = times1 ?? times2;
      if (times) rule.times = Number(times);
      if (ops) rule.operations = ops.split(',') as OperationId[];
      if (phase) rule.phase = phase as 'before' | 'after';
      return parsePtBr(FaultRule, rule);
    });
}
