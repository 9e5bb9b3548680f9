/** The History filters as the employee sets them → the journal's filter (empty fields left out). */
import type { JournalFilter } from '../../../src-shared/ipc/inputs';
import type { JournalStatus } from '../../../src-shared/ipc/views';

export interface HistoryFilterState {
  from: string;
  to: string;
  actions: string[];
  statuses: JournalStatus[];
  text: string;
  protocol: string;
}

export const EMPTY_HISTORY_FILTER: HistoryFilterState = {
  from: '',
  to: '',
  actions: [],
  statuses: [],
  text: '',
  protocol: '',
};

/** "Hoje": from and to on today's São Paulo date. */
export function todayFilter(state: HistoryFilterState, today: string): HistoryFilterState {
  return { ...state, from: today, to: today };
}

export function isTodayFilter(state: HistoryFilterState, today: string): boolean {
  return state.from === today && state.to === today;
}

/** Rows shown on screen; the CSV export takes every match. */
export const HISTORY_DISPLAY_LIMIT = 500;

export function toJournalFilter(state: HistoryFilterState): NonNullable<JournalFilter> {
  const text = state.text.trim().slice(0, 100);
  const protocol = state.protocol.replace(/\s+/g, '').slice(0, 60);
  return {
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
    ...(state.actions.length > 0 ? { actions: state.actions as NonNullable<JournalFilter>['actions'] } : {}),
    ...(state.statuses.length > 0 ? { statuses: state.statuses } : {}),
    ...(text ? { text } : {}),
    ...(protocol ? { protocol } : {}),
  };
}
