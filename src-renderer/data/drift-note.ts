/**
 * Renderer. Which deviations leave something out of what the screen shows:
 * a missing, null or unreadable field does; an extra field, a number sent as
 * text or a list sent as one object lose nothing.
 */
import type { DriftEntry, DriftReport } from '../../src-shared/contract';

const INCOMPLETE: ReadonlySet<DriftEntry['kind']> = new Set(['absent', 'null', 'mistyped']);

export function incompleteFields(...reports: Array<DriftReport | undefined>): DriftEntry[] {
  return reports.flatMap((r) => r?.entries.filter((e) => INCOMPLETE.has(e.kind)) ?? []);
}
