/** The operations journal as the History screen reads it, and the CPF-reveal record. */
import { formatCpf } from '../../src-shared/cpf';
import type { JournalEntryView, JournalFilter, JournalListing } from '../../src-shared/ipc';
import type { OperationsJournal } from '../journal/journal';
import { requestFingerprint } from '../journal/request-fingerprint';
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

  list(filter: JournalFilter): JournalListing {
    return { entries: this.journal.list(filter ?? {}).map(toJournalView), skippedLines: this.journal.readReport.skippedLines };
  }

  /** LGPD: showing a full CPF is an access to personal data, so it is recorded (masked). */
  recordCpfReveal(cpf: string): null {
    const { login, environment } = this.session.requireUser();
    const entry = this.journal.begin({
      user: login,
      environment,
      action: 'cpf-reveal',
      title: 'CPF exibido por completo',
      customerCpf: cpf,
      identifiers: {},
      // Unique per reveal: a reveal is never a "duplicate".
      fingerprint: requestFingerprint('cpf-reveal', environment, { cpf: formatCpf(cpf), at: Date.now(), nonce: Math.random() }),
    });
    this.journal.finish(entry.id, 'succeeded');
    return null;
  }
}
