/** Types for scripts/start-decision.mjs (dev tooling, plain Node). */
export interface StartFs {
  exists(path: string): boolean;
  readFile(path: string): string;
}
export interface Browser {
  name: string;
  path: string;
}
export type StartDecision =
  | { kind: 'electron'; binary: string }
  | { kind: 'browser'; browser: Browser; message: string }
  | { kind: 'none'; message: string };
export function electronBinary(root: string, fs: StartFs): string | undefined;
export function browserCandidates(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): Browser[];
export function decideStart(input: {
  root: string;
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  fs: StartFs;
}): StartDecision;
