/**
 * Main process. The IT policy file (D133): where it is, reading it, and what
 * it does to the settings in effect. A missing file is no policy. A file that
 * exists but cannot be used is never ignored in silence: it is reported (log,
 * settings screen) and the most restrictive state holds until it is fixed:
 * every setting locked as it is, updates off, the sandbox hidden (fail closed:
 * a typo must not hand the employee what the policy was there to fix).
 */
import type { z } from 'zod';
import type { FileSystemPort } from '../../src-shared/node/file-system';
import { type ItPolicy, itPolicySchema, type PolicyView } from '../../src-shared/policy-schema';
import {
  type Environment,
  mergeSettings,
  type Settings,
  type SettingsPatch,
  settingsSchema,
} from '../../src-shared/settings-schema';
import { safeParsePtBr } from '../../src-shared/zod-pt-br';

export type PolicyState =
  | { state: 'absent'; path: string }
  | { state: 'ok'; path: string; policy: ItPolicy }
  | { state: 'broken'; path: string; problem: string; problemEn: string };

/**
 * The policy file of this machine, from no environment variable: the employee
 * starts Balcão with whatever environment they like, so `%ProgramData%` would
 * let them point it at a folder of their own (D273).
 */
export const WINDOWS_POLICY_PATH = 'C:\\ProgramData\\Balcão\\policy.json';
export const POSIX_POLICY_PATH = '/etc/balcao/policy.json';

export function policyFilePath(platform: NodeJS.Platform): string {
  return platform === 'win32' ? WINDOWS_POLICY_PATH : POSIX_POLICY_PATH;
}

function issuesText(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join(' ');
}

export function readPolicy(path: string, files: Pick<FileSystemPort, 'readFileSync'>): PolicyState {
  let text: string;
  try {
    text = files.readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { state: 'absent', path };
    const detail = (error as Error).message;
    return {
      state: 'broken',
      path,
      problem: `não pôde ser lido (${detail}).`,
      problemEn: `could not be read (${detail}).`,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    const detail = (error as Error).message;
    return {
      state: 'broken',
      path,
      problem: `não é um JSON válido (${detail}).`,
      problemEn: `is not valid JSON (${detail}).`,
    };
  }
  const parsed = safeParsePtBr(itPolicySchema, json);
  if (!parsed.success) {
    const detail = issuesText(parsed.error);
    return { state: 'broken', path, problem: detail, problemEn: `does not pass validation: ${detail}` };
  }
  // The fixed values must also make valid settings on their own terms (e.g. a base URL the schema accepts).
  const check = safeParsePtBr(
    settingsSchema,
    mergeSettings(settingsSchema.parse({ version: 1 }), parsed.data.settings ?? {}),
  );
  if (!check.success) {
    const detail = issuesText(check.error);
    return { state: 'broken', path, problem: detail, problemEn: `does not pass validation: ${detail}` };
  }
  return { state: 'ok', path, policy: parsed.data };
}

/** Dotted paths of every leaf value in a plain object. */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return prefix ? [prefix] : [];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [] : leafPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

function valueAt(value: unknown, path: string): unknown {
  if (path === '') return value;
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
      value,
    );
}

/** Every setting the employee could change: what a broken policy locks. */
const EVERY_SETTING = leafPaths(settingsSchema.parse({ version: 1 })).filter((path) => path !== 'version');

export function lockedPaths(state: PolicyState): string[] {
  if (state.state === 'absent') return [];
  if (state.state === 'broken') return [...EVERY_SETTING].sort();
  const locked = leafPaths(state.policy.settings ?? {});
  if (state.policy.logLevel && !locked.includes('logLevel')) locked.push('logLevel');
  return locked.sort();
}

export function sandboxHidden(state: PolicyState): boolean {
  return state.state === 'broken' || (state.state === 'ok' && state.policy.hideSandbox === true);
}

/** The remote environment to use when the sandbox is hidden: the first one with an address, else production. */
function firstRemote(settings: Settings): Environment {
  if (settings.environments.production.baseUrl) return 'production';
  if (settings.environments.test.baseUrl) return 'test';
  return 'production';
}

/** The settings in effect: the employee's, with the policy's fixed values on top. */
export function applyPolicy(settings: Settings, state: PolicyState): Settings {
  let effective = settings;
  if (state.state === 'ok') {
    const fixed: SettingsPatch = {
      ...state.policy.settings,
      ...(state.policy.logLevel ? { logLevel: state.policy.logLevel } : {}),
    };
    effective = settingsSchema.parse(mergeSettings(settings, fixed));
  }
  if (sandboxHidden(state) && effective.activeEnvironment === 'sandbox')
    effective = { ...effective, activeEnvironment: firstRemote(effective) };
  return effective;
}

/** Why a change from the settings screen is refused by the policy: one issue per field it tries to change. */
export function policyConflicts(
  patch: SettingsPatch,
  state: PolicyState,
  current: Settings,
): Array<{ path: string; message: string }> {
  const conflicts: Array<{ path: string; message: string }> = [];
  const locked = new Set(lockedPaths(state));
  for (const path of leafPaths(patch)) {
    if (locked.has(path) && valueAt(patch, path) !== valueAt(current, path)) {
      conflicts.push({
        path,
        message:
          state.state === 'broken'
            ? 'A política da TI desta máquina tem um erro: nada pode ser alterado aqui até que ela seja corrigida.'
            : 'Definido pela TI (política da máquina): não pode ser alterado aqui.',
      });
    }
  }
  if (patch.activeEnvironment === 'sandbox' && sandboxHidden(state)) {
    conflicts.push({ path: 'activeEnvironment', message: 'O sandbox foi desativado pela TI nesta máquina.' });
  }
  return conflicts;
}

export function policyView(state: PolicyState): PolicyView {
  return {
    state: state.state,
    path: state.path,
    ...(state.state === 'broken' ? { problem: state.problem, problemEn: state.problemEn } : {}),
    locked: lockedPaths(state),
    sandboxHidden: sandboxHidden(state),
    ...(state.state === 'ok' && state.policy.updateFeedUrl ? { updateFeedUrl: state.policy.updateFeedUrl } : {}),
  };
}

/** The patch without the fields the policy fixes (they are applied on top, never written into settings.json). */
export function withoutLocked(patch: SettingsPatch, state: PolicyState): SettingsPatch {
  const copy = structuredClone(patch) as Record<string, unknown>;
  for (const path of lockedPaths(state)) {
    const keys = path.split('.');
    const parent = valueAt(copy, keys.slice(0, -1).join('.'));
    const target = keys.length === 1 ? copy : parent;
    if (typeof target === 'object' && target !== null)
      delete (target as Record<string, unknown>)[keys.at(-1) as string];
  }
  return copy as SettingsPatch;
}
