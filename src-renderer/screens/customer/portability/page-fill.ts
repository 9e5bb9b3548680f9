/**
 * Renderer. Whether Op9 may have another page. It answers a bare array
 * without a total (D8): the next page is offered while the current one came
 * back full. "Full" counts what the service sent, not what could be read:
 * the tolerant reader leaves out null or unreadable elements (D41), and
 * records without their identity (D202), and
 * reports them as drift of `[]`, and a page that lost one is still full.
 */
import type { DriftReport } from '../../../../src-shared/contract';

const ELEMENT = '[]';

/** Elements of the page the reader left out (null, unreadable, or without identity). */
export function rowsLeftOut(drift: DriftReport): number {
  return drift.entries
    .filter((e) => e.path === ELEMENT && (e.kind === 'null' || e.kind === 'mistyped' || e.kind === 'dropped'))
    .reduce((sum, e) => sum + e.count, 0);
}

export function pageCameFull(rowsRead: number, drift: DriftReport, pageSize: number): boolean {
  return rowsRead + rowsLeftOut(drift) >= pageSize;
}
