/**
 * Main process. What to do when the window's renderer crashes or hangs (D134),
 * as plain decisions over events and a clock; the Electron adapter
 * (crash/electron-crash-handling.ts) only feeds events in and carries the
 * decisions out.
 *
 * - Gone (crashed, killed, out of memory): reload at once, and after the
 *   reload hand the renderer a notice and the place it was at (the screen the
 *   renderer last reported, kept in memory only: it may name a customer).
 * - Unresponsive: wait; still unresponsive after `hangGraceMs` → reload as above.
 *   Responsive again before then → nothing.
 * - More than `maxReloads` reloads within `windowMs` → stop reloading (a crash
 *   loop): show the problem instead, so the employee can call support.
 */

export type RecoveryReason = 'crashed' | 'hung';

export type RecoveryAction =
  | { kind: 'none' }
  | { kind: 'reload'; reason: RecoveryReason; detail: string }
  | { kind: 'wait'; ms: number }
  | { kind: 'give-up'; reason: RecoveryReason; detail: string };

export interface RecoveryNotice {
  reason: RecoveryReason;
  detail: string;
  at: string;
  /** The place the renderer last reported (its own route object), if any. */
  place?: unknown;
}

export interface RendererRecoveryOptions {
  clock: () => Date;
  hangGraceMs?: number;
  maxReloads?: number;
  windowMs?: number;
}

/** Electron's render-process-gone reasons that are not a failure. */
const NOT_A_FAILURE = new Set(['clean-exit']);

export class RendererRecovery {
  private readonly hangGraceMs: number;
  private readonly maxReloads: number;
  private readonly windowMs: number;
  private reloads: number[] = [];
  private hungSince: number | undefined;
  private place: unknown;
  private pending: RecoveryNotice | undefined;

  constructor(private readonly options: RendererRecoveryOptions) {
    this.hangGraceMs = options.hangGraceMs ?? 15_000;
    this.maxReloads = options.maxReloads ?? 3;
    this.windowMs = options.windowMs ?? 5 * 60_000;
  }

  /** The renderer says where the employee is (on every navigation). */
  rememberPlace(place: unknown): void {
    this.place = place;
  }

  rendererGone(reason: string, exitCode: number): RecoveryAction {
    this.hungSince = undefined;
    if (NOT_A_FAILURE.has(reason)) return { kind: 'none' };
    return this.reloadOrGiveUp('crashed', `${reason} (código ${exitCode})`);
  }

  unresponsive(): RecoveryAction {
    const now = this.options.clock().getTime();
    this.hungSince ??= now;
    const waited = now - this.hungSince;
    if (waited < this.hangGraceMs) return { kind: 'wait', ms: this.hangGraceMs - waited };
    this.hungSince = undefined;
    return this.reloadOrGiveUp('hung', `sem resposta por ${Math.round(waited / 1000)} s`);
  }

  responsive(): void {
    this.hungSince = undefined;
  }

  /** Whether a hang that started earlier is still going on (the adapter asks again after `wait`). */
  get hanging(): boolean {
    return this.hungSince !== undefined;
  }

  /** Once, after a reload: what happened and where the employee was. */
  takeNotice(): RecoveryNotice | undefined {
    const notice = this.pending;
    this.pending = undefined;
    return notice;
  }

  private reloadOrGiveUp(reason: RecoveryReason, detail: string): RecoveryAction {
    const now = this.options.clock().getTime();
    this.reloads = this.reloads.filter((at) => now - at < this.windowMs);
    if (this.reloads.length >= this.maxReloads) return { kind: 'give-up', reason, detail };
    this.reloads.push(now);
    this.pending = {
      reason,
      detail,
      at: new Date(now).toISOString(),
      ...(this.place !== undefined ? { place: this.place } : {}),
    };
    return { kind: 'reload', reason, detail };
  }
}
