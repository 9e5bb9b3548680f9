// @vitest-environment happy-dom
/**
 * History says why an entry failed in the language on screen: Balcão's own reasons, kept by code in the journal,
 * worded by the one phrasebook (never a code line such as `local.writeFailed …`); and an entry a previous version
 * kept as plain sentences still shows its sentences as they are.
 */
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HistoryEntryDetails } from '../../../src-renderer/screens/history/HistoryEntryDetails';
import { HistoryTable } from '../../../src-renderer/screens/history/HistoryTable';
import { stubMatchMedia } from '../../support/match-media';
import { useAppStore } from '../../../src-renderer/state/store';
import type { JournalEntryView } from '../../../src-shared/ipc/views';
import type { Language } from '../../../src-shared/words/dictionary';
import { words } from '../../../src-shared/words/error-codes';

beforeAll(stubMatchMedia);
afterEach(() => {
  cleanup();
  useAppStore.setState({ language: 'pt-BR' });
});

const base = {
  startedAt: '2026-11-20T13:00:00.000Z',
  finishedAt: '2026-11-20T13:00:04.000Z',
  user: 'atendente',
  environment: 'sandbox',
  action: 'export',
  title: 'Exportação CSV (Excel Brasil): Extrato de movimentações',
  identifiers: { formato: 'CSV (Excel Brasil)' },
  status: 'failed',
} as const;

const failedWrite: JournalEntryView = {
  ...base,
  id: 'new-1',
  result: {
    said: [
      words('local.writeFailed', { target: 'exported-file', path: '/saida/movimentacoes.csv', reason: 'disk-full' }),
    ],
  },
};
const oldRecord: JournalEntryView = {
  ...base,
  id: 'old-1',
  result: { messages: ['Falha ao gravar o arquivo: o motor fechou.'] },
};

const SAID: Record<Language, string> = {
  'pt-BR':
    'Não foi possível gravar o arquivo exportado em /saida/movimentacoes.csv: o disco está cheio; libere espaço.',
  en: 'Could not write the exported file to /saida/movimentacoes.csv: the disk is full; free some space.',
};

function show(language: Language, ui: React.ReactNode) {
  useAppStore.setState({ language });
  return render(<MantineProvider>{ui}</MantineProvider>);
}

describe.each(['pt-BR', 'en'] as const)('History in %s', (language) => {
  it('an entry opened says a failed local write in words, with who said it', () => {
    const { container } = show(language, <HistoryEntryDetails entry={failedWrite} onChanged={() => undefined} />);
    expect(container.textContent).toContain(SAID[language]);
    expect(screen.getByText(language === 'en' ? /Balcão said/ : /O Balcão informou/)).toBeTruthy();
    expect(container.textContent).not.toContain('local.writeFailed');
    expect(container.textContent).not.toContain('exported-file');
  });

  it('the table row says the reason in words, and an old sentence as it was kept', () => {
    const { container } = show(
      language,
      <HistoryTable entries={[failedWrite, oldRecord]} onChanged={() => undefined} />,
    );
    expect(container.textContent).toContain(SAID[language]);
    expect(container.textContent).toContain('Falha ao gravar o arquivo: o motor fechou.');
    expect(container.textContent).not.toContain('local.writeFailed');
  });

  it('an entry a previous version kept as sentences shows them, as the service’s words', () => {
    const { container } = show(language, <HistoryEntryDetails entry={oldRecord} onChanged={() => undefined} />);
    expect(container.textContent).toContain('Falha ao gravar o arquivo: o motor fechou.');
  });
});
