/**
 * Shared. What the "Suporte" section of Settings and the crash notice see
 * through IPC (D132–D136): logs, the IT policy, updates, and the place to go
 * back to after the window was reloaded. Never a secret; the diagnostics text
 * is masked in the main process before it is handed out.
 */
import { z } from 'zod';
import type { PolicyView } from '../policy-schema';
import { logLevel, type LogLevel } from '../settings-schema';

export type UpdatePhase = 'disabled' | 'idle' | 'checking' | 'downloading' | 'downloaded' | 'error';

export interface UpdateView {
  phase: UpdatePhase;
  /** Why updates are off (disabled), pt-BR and English. */
  reason?: string;
  reasonEn?: string;
  feedUrl?: string;
  currentVersion: string;
  /** The version being downloaded or ready to install. */
  version?: string;
  lastCheckAt?: string;
  error?: string;
}

export interface SupportView {
  logLevel: LogLevel;
  /** The IT policy fixes the level. */
  logLevelLocked: boolean;
  logsDir: string;
  policy: PolicyView;
  update: UpdateView;
  /** Where local crash dumps go (no upload), when the app collects them. */
  crashDumpsDir?: string;
}

export interface DiagnosticsCopy {
  /** The text put on the clipboard (already masked), shown so the employee sees what they paste. */
  text: string;
}

/** The renderer's place (its route), as far as the main process keeps it: screen names and identifiers, bounded. */
export const RendererPlace = z.strictObject({
  screen: z.enum(['search', 'customer', 'certificate', 'history', 'references', 'settings']),
  cpf: z
    .string()
    .regex(/^\d{0,11}$/)
    .optional(),
  certificate: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  tab: z
    .string()
    .regex(/^[\w-]{1,40}$/)
    .optional(),
});
export type RendererPlace = z.output<typeof RendererPlace>;

/** Shown once after the window was reloaded because its renderer crashed or hung (D134). */
export interface RecoveryNoticeView {
  reason: 'crashed' | 'hung';
  detail: string;
  at: string;
  place?: RendererPlace;
}

export const SetLogLevelInput = z.strictObject({ level: logLevel });
