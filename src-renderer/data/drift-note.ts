/**
 * Renderer. Which deviations leave something out of what the screen shows:
 * a missing, null or unreadable field does, and so do a "no date" value and a
 * record left out for lack of identity; an extra field, a number sent as text,
 * a renamed field, an envelope or a list sent as one object lose nothing.
 */
import type { DriftEntry, DriftReport } from '../../src-shared/contract';

const INCOMPLETE: ReadonlySet<DriftEntry['kind']> = new Set(['absent', 'null', 'mistyped', 'sentinel', 'dropped']);

export function incompleteFields(...reports: Array<DriftReport | undefined>): DriftEntry[] {
  return reports.flatMap((r) => r?.entries.filter((e) => INCOMPLETE.has(e.kind)) ?? []);
}
