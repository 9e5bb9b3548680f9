/** Sandbox. What a started sandbox offers its starter and its admin routes: where it listens, its parts, its switches. */
import type { AccessControl } from './access';
import type { FaultInjector } from './faults';
import type { Dialect } from './handlers/context';
import type { RealWorldSettings } from './real-world/mode';
import type { RequestLog } from './request-log';
import type { ResponseCache } from './response-cache';
import type { StateStore } from './state';
import type { DemoWorld } from './world';

export interface RunningSandbox {
  url: string;
  port: number;
  faults: FaultInjector;
  requests: RequestLog;
  /** Serialized answers of reads, reused until the state, the dialect or the real-world mode changes. */
  answers: ResponseCache;
  access: AccessControl;
  store: StateStore;
  world: DemoWorld;
  setDialect(dialect: Dialect): void;
  /** Turns the real-world mode on with these settings, or off (undefined). */
  setRealWorld(settings: RealWorldSettings | undefined): void;
  close(): Promise<void>;
}
