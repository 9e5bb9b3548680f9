/** Main process. The operations journal as the History screen reads it, and the CPF-reveal record. */
import type { JournalEntryView, JournalFilter, JournalListing } from '../../src-shared/ipc';
import { OutcomeNotSavedError, type OperationsJournal } from '../journal/journal';
import type { JournalEntry } from '../journal/journal-types';
import type { SessionService } from './session-service';

export function toJournalView(entry: JournalEntry): JournalEntryView {
  const { fingerprint: _internal, ...view } = entry;
  return view;
}

export class HistoryService {
  constructor(
    private readonly journal: OperationsJournal,
    private readonly session: SessionService,
  ) {}

  /** Who did what for which customer is personal data: only for a logged-in employee (issue 12 item 8). */
  list(filter: JournalFilter): JournalListing {
    this.session.requireUser();
    return { entries: this.journal.list(filter ?? {}).map(toJournalView), skippedLines: this.journal.readReport.skippedLines };
  }

  /**
   * LGPD: showing a full CPF is an access to personal data, so it is recorded
   * (masked) first; if the journal cannot be written, the CPF is not shown
   * (the LocalWriteError says why). Only the closing line failing is fine:
   * the reveal is already on disk, and that line is written later.
   */
  recordCpfReveal(cpf: string): null {
    const { login, environment } = this.session.requireUser();
    const entry = this.journal.begin({
      user: login,
      environment,
      action: 'cpf-reveal',
      title: 'CPF exibido por completo',
      customerCpf: cpf,
      identifiers: {},
    });
    try {
      this.journal.finish(entry.id, 'succeeded');
    } catch (error) {
      if (!(error instanceof OutcomeNotSavedError)) throw error;
    }
    return null;
  }
}
