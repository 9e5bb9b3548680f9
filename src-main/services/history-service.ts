/** Main process. The operations journal as the History screen reads it, resolutions of unknown outcomes, and the CPF-reveal record. */
import {
  journalActionTitle,
  type JournalEntryView,
  type JournalFilter,
  JOURNAL_LIST_MAX_LIMIT,
  type JournalListing,
  type ResolveUnknownInput,
} from '../../src-shared/ipc';
import { AppError, OutcomeNotSavedError } from '../errors';
import type { FingerprintKeyring } from '../journal/fingerprint-key';
import type { OperationsJournal } from '../journal/journal';
import { searchKeysOf, searchProbeOf, type SearchKeys, type SearchProbe } from '../journal/journal-search';
import { toJournalView } from '../journal/journal-entry-view';
import type { ExportChunksIn } from '../export/export-chunks-in';
import type { ExportEncoding } from '../export/export-encoding';
import type { CpfReveals } from './cpf-reveals';
import type { SessionService } from './session-service';
import { words } from '../../src-shared/words/error-codes';

export class HistoryService {
  constructor(
    private readonly journal: OperationsJournal,
    private readonly session: SessionService,
    private readonly searchKey: FingerprintKeyring,
    /** The reveals of this session, for the statements (D181). */
    private readonly reveals: CpfReveals,
  ) {}

  /**
   * Who did what for which customer is personal data: only for a logged-in
   * employee. A search text that is a full CPF or a name
   * also finds entries by their keyed hashes (D102). Never the whole journal in one answer: a filter naming no
   * limit gets the newest JOURNAL_LIST_MAX_LIMIT (D511).
   */
  async list(filter: JournalFilter): Promise<JournalListing> {
    this.session.requireUser();
    const probe = await this.probeOf(filter);
    const bounded = { ...filter, limit: filter?.limit ?? JOURNAL_LIST_MAX_LIMIT };
    return {
      entries: (await this.journal.search(bounded, probe)).map(toJournalView),
      skippedLines: this.journal.readReport.skippedLines,
    };
  }

  /**
   * The entries History's export writes (D420): what list() finds without its display limit, taken a page at a
   * time, so main never holds or receives the whole journal at once. The caller closes the rows when done.
   */
  async exportRows(filter: JournalFilter): Promise<{
    count: number;
    rows: AsyncIterable<JournalEntryView>;
    /** Written by the index's thread, main receiving the file's bytes (D555), when that thread answers. */
    held?: {
      write(encoding: ExportEncoding, options: { onProgress?: (rows: number) => void }): Promise<ExportChunksIn>;
    };
    close(): void;
  }> {
    this.session.requireUser();
    const pages = await this.journal.searchPages(filter ?? {}, await this.probeOf(filter));
    async function* views(): AsyncGenerator<JournalEntryView> {
      for await (const entry of pages.entries) yield toJournalView(entry);
    }
    const write = pages.write;
    return {
      count: pages.total,
      rows: views(),
      ...(write ? { held: { write: (encoding, options) => write(encoding, options.onProgress) } } : {}),
      close: pages.close,
    };
  }

  /** The search text as keyed hashes, when it is a full CPF or a name (D102). */
  private async probeOf(filter: JournalFilter): Promise<SearchProbe | undefined> {
    const text = filter?.text?.trim();
    return text ? searchProbeOf(await this.searchKey.current(), text) : undefined;
  }

  /**
   * What an entry about this customer keeps to be found in History by their full CPF and name (D102): every entry
   * that names a customer (writes, exports, prints, reveals) carries them, not only writes (D253).
   */
  async customerSearchKeys(customer: {
    cpf?: string | undefined;
    name?: string | undefined;
  }): Promise<SearchKeys | undefined> {
    return searchKeysOf(await this.searchKey.current(), {
      ...(customer.cpf ? { cpf: customer.cpf } : {}),
      ...(customer.name ? { name: customer.name } : {}),
    });
  }

  /** Records that the employee checked an unknown outcome and how it ended (D103). */
  resolveUnknown(input: ResolveUnknownInput): JournalEntryView {
    const { login } = this.session.requireUser();
    const protocol = input.protocol?.trim();
    const resolved = this.journal.resolve(input.id, {
      outcome: input.outcome,
      note: input.note.trim(),
      ...(protocol ? { protocol } : {}),
      by: login,
    });
    if (!resolved) {
      throw new AppError('invalid-input', words('history.notUnknown'));
    }
    return toJournalView(resolved);
  }

  /**
   * LGPD: showing a full CPF is an access to personal data, so it is recorded
   * (masked) first; if the journal cannot be written, the CPF is not shown
   * (the LocalWriteError says why). Only the closing line failing is fine:
   * the reveal is already on disk, and that line is written later. A reveal
   * on record is remembered for this employee's session (D181).
   */
  async recordCpfReveal(cpf: string, name?: string): Promise<null> {
    const { login, environment } = this.session.requireUser();
    const search = await this.customerSearchKeys({ cpf, name });
    const entry = this.journal.begin({
      user: login,
      environment,
      action: 'cpf-reveal',
      title: journalActionTitle('cpf-reveal'),
      customerCpf: cpf,
      identifiers: {},
      ...(search ? { search } : {}),
    });
    this.reveals.remember(`${environment} ${login}`, cpf);
    try {
      this.journal.finish(entry.id, 'succeeded');
    } catch (error) {
      if (!(error instanceof OutcomeNotSavedError)) throw error;
    }
    return null;
  }

  /** Whether the employee signed in revealed this CPF (journaled) in this session. */
  revealedInSession(cpf: string): boolean {
    const { login, environment } = this.session.requireUser();
    return this.reveals.has(`${environment} ${login}`, cpf);
  }
}
