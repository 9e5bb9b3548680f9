/**
 * Main process. The reads waiting right now because the service asked them to (429, or 503 with Retry-After),
 * for the screen to say so (D216). IPC here is the renderer asking and main answering, never main calling out: the
 * renderer asks `serviceStatus.waits` with the last version it saw, and the answer comes when the list changes
 * (or after HOLD_MS unchanged, so no call stays open for long). A wait names the operation and how long, never a
 * customer or an address.
 */
import type { OperationId } from '../../src-shared/contract';
import type { ServiceWaitsView } from '../../src-shared/ipc/views';
import type { ServiceWait } from '../api-client/client';

/** The longest an unchanged list keeps a `waits` call open. */
const HOLD_MS = 25_000;

interface Waiting {
  operation: OperationId;
  reason: ServiceWait['reason'];
  seconds: number;
  until: string;
}

export class ServiceWaits {
  private version = 0;
  private nextId = 0;
  private readonly waits = new Map<number, Waiting>();
  private listeners = new Set<() => void>();

  constructor(
    private readonly clock: () => Date = () => new Date(),
    private readonly holdMs: number = HOLD_MS,
  ) {}

  /** A wait begins; the function it returns ends it (once). For the client's onWait. */
  begin(wait: ServiceWait): () => void {
    const id = this.nextId++;
    const until = new Date(this.clock().getTime() + wait.waitMs).toISOString();
    this.waits.set(id, {
      operation: wait.operation,
      reason: wait.reason,
      seconds: Math.max(1, Math.ceil(wait.waitMs / 1000)),
      until,
    });
    this.changed();
    return () => {
      if (this.waits.delete(id)) this.changed();
    };
  }

  view(): ServiceWaitsView {
    return { version: this.version, waits: [...this.waits.values()].map((w) => ({ ...w })) };
  }

  /** The list once its version is past `after`: at once if it already is, else when it changes or after `holdMs`. */
  next(after: number, holdMs = this.holdMs): Promise<ServiceWaitsView> {
    if (this.version !== after) return Promise.resolve(this.view());
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.listeners.delete(done);
        resolve(this.view());
      };
      const timer = setTimeout(done, holdMs);
      this.listeners.add(done);
    });
  }

  /** Answers every open call (the app is closing). */
  close(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private changed(): void {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }
}
