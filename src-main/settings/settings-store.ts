/**
 * settings.json in the user-data folder. A missing file means defaults (the
 * file appears on the first change). A file we cannot read is reported and
 * left exactly as it is: the employee or support decides what to do with it,
 * we never silently reset someone's configuration.
 */
import { dirname } from 'node:path';
import type { z } from 'zod';
import { writeFileAtomicSync } from '../../src-shared/node/atomic-file';
import { type FileSystemPort, nodeFileSystem } from '../../src-shared/node/file-system';
import { LocalWriteError } from '../../src-shared/node/local-write-error';
import {
  defaultSettings,
  mergeSettings,
  type Settings,
  type SettingsPatch,
  settingsPatchSchema,
  settingsSchema,
} from '../../src-shared/settings-schema';
import { safeParsePtBr } from '../../src-shared/zod-pt-br';
import { SettingsFileError, type SettingsIssue, SettingsValidationError, summarizeIssues } from '../errors';
import { applyPolicy, type PolicyState, policyConflicts, withoutLocked } from '../policy/it-policy';

function issuesOf(error: z.ZodError): SettingsIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** Settings as handed out: deeply read-only, in the type and at run time (frozen). */
export type SettingsSnapshot = DeepReadonly<Settings>;
type DeepReadonly<T> = T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

/** Freezes `value` and everything reachable from it (plain JSON data: objects, arrays, primitives). */
export function deepFreeze<T>(value: T): DeepReadonly<T> {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value as DeepReadonly<T>;
}

/**
 * The settings in effect, as one deep-frozen snapshot: every read (several
 * per API call) is free and no caller can change it behind our back. A change
 * goes through update(), which validates, writes and replaces the snapshot
 * with a new object, so `current !== before` tells a holder that settings
 * changed (EnvironmentService rebuilds its API clients on that). A caller
 * that wants to edit a copy makes one explicitly (structuredClone).
 */
export class SettingsStore {
  private snapshot: SettingsSnapshot | undefined;
  /** What settings.json holds (the employee's own values); `snapshot` is it with the IT policy on top (D133). */
  private saved: Settings | undefined;
  private readonly listeners: Array<(settings: SettingsSnapshot) => void> = [];

  constructor(
    readonly path: string,
    private readonly files: FileSystemPort = nodeFileSystem,
    readonly policy: PolicyState = { state: 'absent', path: '' },
  ) {}

  /** Called after every successful update with the settings now in effect (the log level follows them). */
  onChange(listener: (settings: SettingsSnapshot) => void): void {
    this.listeners.push(listener);
  }

  /** Reads the file (again). Missing → defaults; unreadable or invalid → SettingsFileError. */
  load(): SettingsSnapshot {
    this.saved = this.read();
    this.snapshot = deepFreeze(applyPolicy(this.saved, this.policy));
    return this.snapshot;
  }

  /** The settings in effect (loads on first use, so it may throw SettingsFileError). Frozen: never copy it to read it. */
  get current(): SettingsSnapshot {
    return this.snapshot ?? this.load();
  }

  private read(): Settings {
    let text: string;
    try {
      text = this.files.readFileSync(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return defaultSettings();
      throw new SettingsFileError(this.path, `falha de leitura (${(error as Error).message}).`, { cause: error });
    }
    let json: unknown;
    try {
      // Notepad saves UTF-8 with a byte order mark; JSON.parse refuses it. Only a leading one is dropped.
      json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    } catch (error) {
      throw new SettingsFileError(this.path, `não é um JSON válido (${(error as Error).message}).`, { cause: error });
    }
    const parsed = safeParsePtBr(settingsSchema, json);
    if (!parsed.success)
      throw new SettingsFileError(this.path, summarizeIssues(issuesOf(parsed.error)), { cause: parsed.error });
    return parsed.data;
  }

  /**
   * Validates the merged result, writes it atomically and returns it.
   * SettingsValidationError writes nothing; LocalWriteError (disk full,
   * read-only folder) leaves both the file and the settings in effect as they were.
   */
  update(patch: SettingsPatch): SettingsSnapshot {
    const checkedPatch = safeParsePtBr(settingsPatchSchema, patch);
    if (!checkedPatch.success) throw new SettingsValidationError(issuesOf(checkedPatch.error));
    const effective = this.current as Settings;
    const conflicts = policyConflicts(checkedPatch.data, this.policy, effective);
    if (conflicts.length > 0) throw new SettingsValidationError(conflicts);
    // The employee's own values are what the file keeps; the policy is applied on top, never written into it.
    const merged = safeParsePtBr(
      settingsSchema,
      mergeSettings(this.saved ?? effective, withoutLocked(checkedPatch.data, this.policy)),
    );
    if (!merged.success) throw new SettingsValidationError(issuesOf(merged.error));
    try {
      this.files.mkdirSync(dirname(this.path), { recursive: true });
      writeFileAtomicSync(this.path, `${JSON.stringify(merged.data, null, 2)}\n`, this.files);
    } catch (error) {
      throw new LocalWriteError(error, this.path, 'settings');
    }
    this.saved = merged.data;
    const snapshot = deepFreeze(applyPolicy(merged.data, this.policy));
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener(snapshot);
    return snapshot;
  }
}
