// @vitest-environment happy-dom
/**
 * History names every journal action from one source: a write by its dialog's own title (the words the employee saw
 * when sending it), an export or a CPF shown by the journal's words. In Portuguese it shows the title the journal
 * recorded; in English, that source's words, on the table row and in the action filter alike.
 */
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { writeOperationIds } from '../../../src-shared/contract';
import { isWriteAction, JOURNAL_ACTIONS, journalActionTitle, type JournalAction } from '../../../src-shared/ipc/inputs';
import type { JournalEntryView } from '../../../src-shared/ipc/views';
import type { Language } from '../../../src-shared/words/dictionary';
import { JOURNAL_ACTION_WORDS } from '../../../src-shared/words/journal-action-words';
import { ACTION_OPTIONS, operationTitle } from '../../../src-renderer/screens/history/history-labels';
import { HistoryTable } from '../../../src-renderer/screens/history/HistoryTable';
import { useAppStore } from '../../../src-renderer/state/store';
import * as writeMessages from '../../../src-renderer/writes/messages';
import { writeTitle } from '../../../src-renderer/writes/write-titles';
import { stubMatchMedia } from '../../support/match-media';

beforeAll(stubMatchMedia);
afterEach(() => {
  cleanup();
  useAppStore.setState({ language: 'pt-BR' });
});

function expectedIn(action: JournalAction, language: Language): string {
  if (language === 'pt-BR') return journalActionTitle(action);
  return isWriteAction(action) ? writeTitle(action, 'en') : JOURNAL_ACTION_WORDS.en[action];
}

/** The titles of the write dialogs (the dictionaries named `…DialogMessages`) in `language`. */
function dialogTitles(language: Language): string[] {
  return Object.entries(writeMessages)
    .filter(([name]) => name.endsWith('DialogMessages'))
    .map(([, dictionary]) => (dictionary as Record<Language, { title: string }>)[language].title);
}

/** One entry per action, each as main records it: the action's pt-BR title (a CPF shown is recorded so, too). */
const entries: JournalEntryView[] = JOURNAL_ACTIONS.map((action, i) => ({
  id: `entry-${i}`,
  startedAt: '2026-11-20T13:00:00.000Z',
  finishedAt: '2026-11-20T13:00:04.000Z',
  user: 'atendente',
  environment: 'sandbox',
  action,
  title: journalActionTitle(action),
  identifiers: {},
  status: 'succeeded',
}));

describe('every journal action’s title', () => {
  it.each(['pt-BR', 'en'] as const)('each write is named by its own dialog’s title, in %s', (language) => {
    const titles = writeOperationIds.map((write) => writeTitle(write, language));
    expect(new Set(titles).size).toBe(writeOperationIds.length);
    expect(dialogTitles(language).sort()).toEqual(titles.sort());
  });

  it.each(JOURNAL_ACTIONS)('%s: the journal’s in Portuguese, its one source’s in English', (action) => {
    const entry = { action, title: journalActionTitle(action) };
    expect(operationTitle(entry, 'pt-BR')).toBe(entry.title);
    const english = expectedIn(action, 'en');
    expect(english).toMatch(/\S/);
    expect(operationTitle(entry, 'en')).toBe(english);
    expect(english).not.toBe(entry.title);
  });

  it('no two actions read alike in either language', () => {
    for (const language of ['pt-BR', 'en'] as const) {
      const titles = JOURNAL_ACTIONS.map((action) => expectedIn(action, language));
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it('the action filter lists every action by its recorded title', () => {
    expect(ACTION_OPTIONS).toEqual(
      JOURNAL_ACTIONS.map((action) => ({ value: action, label: journalActionTitle(action) })),
    );
  });

  it('an action the journal does not know is shown as recorded', () => {
    expect(operationTitle({ action: 'op99', title: 'Outra operação' }, 'en')).toBe('Outra operação');
  });
});

describe.each(['pt-BR', 'en'] as const)('History’s table in %s', (language) => {
  it('names each entry’s action in the screen’s language', () => {
    useAppStore.setState({ language });
    render(
      <MantineProvider>
        <HistoryTable entries={entries} onChanged={() => undefined} />
      </MantineProvider>,
    );
    for (const action of JOURNAL_ACTIONS)
      expect(screen.getAllByText(expectedIn(action, language), { exact: true }).length).toBeGreaterThan(0);
  });
});
