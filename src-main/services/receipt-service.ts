/**
 * Main process. "Comprovante de solicitação" (D360–D363): the receipt of one write the journal recorded, saved
 * as PDF or sent to the system print dialog through the statements' printer (same engine, same private print
 * folder, same sandbox mark), and journaled as the statements are: begun before anything is written, finished
 * with the outcome (D128). The receipt says only what the journal recorded of the write; the customer's CPF is
 * taken from the screen only when it is the entry's own (checked against the entry's keyed hash, or its masked
 * form for entries without one), in full only when its reveal is on record (D181); the name is the service's
 * (Op8, usually cached).
 */
import { saoPauloDateOf } from '../../src-shared/format/calendar-date';
import type { ReceiptRequest } from '../../src-shared/ipc/inputs';
import type { ExportResult, PrintResult } from '../../src-shared/ipc/views';
import type { FileSystemPort } from '../../src-shared/node/file-system';
import { AppError, LocalWriteError } from '../errors';
import { endWith, PARTIAL_SUFFIX, writeExportFile } from '../export/export-file';
import type { PartialExports } from '../export/partial-exports';
import { isReceiptEntry, receiptContent, receiptOutcomeOf } from '../export/receipt/receipt-content';
import { receiptHtml } from '../export/receipt/receipt-document';
import { FILE_NAME_WORDS } from '../export/file-name-words';
import { documentLanguage } from '../export/document-language';
import { receiptDialogWords } from '../export/save-dialog-words';
import type { OperationsJournal } from '../journal/journal';
import { maskCustomerCpf } from '../journal/journal-masking';
import type { JournalEntry } from '../journal/journal-types';
import { recordOutcome } from '../journal/record-outcome';
import type { SaveDialogPort, StatementPrinterPort } from '../ports';
import { words } from '../../src-shared/words/error-codes';
import type { Language } from '../../src-shared/words/dictionary';
import { DOCUMENT_TITLES } from '../../src-shared/words/document-titles';
import { exportEntryTitle, printEntryTitle } from '../../src-shared/ipc/journal-export-titles';
import { JOURNAL_VALUES } from '../../src-shared/ipc/journal-identifier-words';
import type { HistoryService } from './history-service';
import type { OperationsService } from './operations-service';
import type { SessionService } from './session-service';

/** The journal's title of a receipt, and of its print: the statements' shape (D128), History words it in English. */
const RECEIPT_TITLE = DOCUMENT_TITLES['pt-BR'].receipt;

export interface ReceiptServiceDeps {
  journal: OperationsJournal;
  history: HistoryService;
  session: SessionService;
  operations: OperationsService;
  dialogs: SaveDialogPort;
  clock: () => Date;
  /** The company's name (D183), and the app's language the save dialog speaks, as the settings say them now. */
  settings: () => { company: string; language: Language };
  disk: { files: FileSystemPort; partials: PartialExports };
  printer?: StatementPrinterPort | undefined;
}

interface PreparedReceipt {
  html: string;
  write: JournalEntry;
  /** What the receipt's own journal entry records (begun, not yet finished). */
  begin: Parameters<OperationsJournal['begin']>[0];
  cpfRevealRefused: boolean;
}

export class ReceiptService {
  constructor(private readonly deps: ReceiptServiceDeps) {}

  /** "Salvar PDF": the save dialog, then the file whole or not at all. */
  async savePdf(request: ReceiptRequest): Promise<ExportResult> {
    const printer = this.requirePrinter();
    const prepared = await this.prepare(request, 'pdf');
    const chosen = await this.deps.dialogs.chooseSavePath({
      // The file is the customer's, named in the receipt's language; the dialog is the employee's.
      defaultName: receiptFileName(prepared.write, this.deps.clock(), documentLanguage(request)),
      ...receiptDialogWords(this.deps.settings().language),
    });
    if (!chosen) throw new AppError('cancelled', words('receipt.cancelled'));
    const path = /\.pdf$/i.test(chosen) ? chosen : `${chosen}.pdf`;
    const entry = this.beginOrRefuse(prepared.begin);
    const partial = path + PARTIAL_SUFFIX;
    let bytes: number;
    try {
      this.deps.disk.partials.add(partial);
      try {
        const pdf = await printer.toPdf(prepared.html);
        await writeExportFile(path, { files: this.deps.disk.files }, (stream) => endWith(stream, pdf));
        bytes = pdf.length;
      } finally {
        this.deps.disk.partials.remove(partial);
      }
    } catch (error) {
      throw this.failed(entry.id, error, path);
    }
    const notSaved = recordOutcome(this.deps.journal, entry.id, 'succeeded', { file: path, rows: 1 });
    const fileName = path.split(/[\\/]/).pop() ?? path;
    return {
      journalEntryId: entry.id,
      fileName,
      format: 'pdf',
      rows: 1,
      bytes,
      ...(notSaved
        ? {
            journalWarning: { words: words('receipt.savedNotRecorded', { fileName, note: notSaved }) },
          }
        : {}),
      ...(prepared.cpfRevealRefused ? { cpfRevealRefused: true as const } : {}),
    };
  }

  /** "Imprimir": the same document to the system print dialog; a closed dialog is recorded as no print. */
  async print(request: ReceiptRequest): Promise<PrintResult> {
    const printer = this.requirePrinter();
    const prepared = await this.prepare(request, 'print');
    const entry = this.beginOrRefuse(prepared.begin);
    let sent: boolean;
    try {
      sent = await printer.print(prepared.html);
    } catch (error) {
      throw this.failed(entry.id, error);
    }
    const refused = prepared.cpfRevealRefused ? { cpfRevealRefused: true as const } : {};
    if (!sent) {
      recordOutcome(this.deps.journal, entry.id, 'failed', { said: [words('print.cancelledInDialog')] });
      return { journalEntryId: entry.id, outcome: 'cancelled', rows: 1, ...refused };
    }
    const notSaved = recordOutcome(this.deps.journal, entry.id, 'succeeded', { rows: 1 });
    return {
      journalEntryId: entry.id,
      outcome: 'sent',
      rows: 1,
      ...(notSaved
        ? {
            journalWarning: { words: words('receipt.printedNotRecorded', { note: notSaved }) },
          }
        : {}),
      ...refused,
    };
  }

  private async prepare(request: ReceiptRequest, format: 'pdf' | 'print'): Promise<PreparedReceipt> {
    const { login, environment } = this.deps.session.requireUser();
    const write = this.deps.journal.entry(request.journalEntryId);
    if (write === undefined || !isReceiptEntry(write)) {
      throw new AppError('not-found', words('receipt.noSuchRequest'));
    }
    if (receiptOutcomeOf(write) === undefined) {
      throw new AppError('invalid-input', words('receipt.noAnswerYet'));
    }
    const customer = await this.customerOf(write, request.customer);
    const { company } = this.deps.settings();
    const html = receiptHtml(
      receiptContent({
        entry: write,
        // The customer's document: pt-BR unless the employee chose English for this one (D571).
        language: documentLanguage(request),
        company,
        customer,
        issuedAt: this.deps.clock(),
        issuedBy: login,
      }),
    );
    const search = customer.cpf ? await this.deps.history.customerSearchKeys(customer) : undefined;
    const protocol = write.result?.protocol;
    return {
      html,
      write,
      cpfRevealRefused: customer.refused,
      begin: {
        user: login,
        environment,
        action: 'export',
        title: format === 'pdf' ? exportEntryTitle('pdf', RECEIPT_TITLE) : printEntryTitle(RECEIPT_TITLE),
        ...((customer.cpf ?? write.customerCpfMasked) ? { customerCpf: customer.cpf ?? write.customerCpfMasked } : {}),
        identifiers: {
          ...write.identifiers,
          referencia: write.id,
          ...(protocol ? { protocolo: protocol } : {}),
          formato: JOURNAL_VALUES[format],
          idioma: documentLanguage(request),
          ...(customer.cpf || write.customerCpfMasked
            ? { noExtrato: customer.cpfRevealed ? JOURNAL_VALUES.cpfFull : JOURNAL_VALUES.cpfMasked }
            : {}),
        },
        ...(search ? { search } : {}),
      },
    };
  }

  /** The screen's customer, when it is the entry's own; the name as the service gives it. */
  private async customerOf(
    write: JournalEntry,
    asked: ReceiptRequest['customer'],
  ): Promise<{ cpf?: string; cpfRevealed: boolean; refused: boolean; name?: string }> {
    if (!asked || !(await this.belongsTo(write, asked.cpf))) return { cpfRevealed: false, refused: false };
    const wanted = asked.cpfRevealed === true;
    const cpfRevealed = wanted && this.deps.history.revealedInSession(asked.cpf);
    const name = await this.customerName(asked.cpf);
    return { cpf: asked.cpf, cpfRevealed, refused: wanted && !cpfRevealed, ...(name ? { name } : {}) };
  }

  private async belongsTo(write: JournalEntry, cpf: string): Promise<boolean> {
    if (write.customerCpfMasked === undefined || maskCustomerCpf(cpf) !== write.customerCpfMasked) return false;
    if (write.searchKeyId === undefined || !write.searchKeys) return true;
    const keys = await this.deps.history.customerSearchKeys({ cpf });
    return keys !== undefined && keys.keyId === write.searchKeyId && write.searchKeys.includes(keys.keys[0]!);
  }

  /** The customer's name from the customer screen's own answer (Op8, usually cached); none when the service does not say. */
  private async customerName(cpf: string): Promise<string | undefined> {
    try {
      const answer = (await this.deps.operations.readForExport('op8', { path: { idpessoafisica: cpf } })) as
        { cliente?: { nome?: string | null } } | undefined;
      return answer?.cliente?.nome?.trim() || undefined;
    } catch {
      return undefined;
    }
  }

  private requirePrinter(): StatementPrinterPort {
    if (this.deps.printer) return this.deps.printer;
    throw new AppError('printing-unavailable', words('printing.unavailable'));
  }

  /** Nothing is issued unless it is on record first (D128). */
  private beginOrRefuse(input: Parameters<OperationsJournal['begin']>[0]): JournalEntry {
    try {
      return this.deps.journal.begin(input);
    } catch (error) {
      if (!(error instanceof LocalWriteError)) throw error;
      throw new AppError('local-write-failed', words('receipt.notIssued', { problem: error.said }));
    }
  }

  /** The receipt could not be written or printed: on record as failed, said with the reason (and the place). */
  private failed(entryId: string, error: unknown, path?: string): AppError {
    const code = (error as NodeJS.ErrnoException)?.code;
    if (error instanceof LocalWriteError || (path !== undefined && code !== undefined)) {
      const problem = error instanceof LocalWriteError ? error : new LocalWriteError(error, path!, 'receipt');
      recordOutcome(this.deps.journal, entryId, 'failed', { said: [problem.said] });
      return new AppError('local-write-failed', problem.said);
    }
    const message = (error as Error)?.message ?? String(error);
    const said = words('receipt.failed', { reason: message });
    recordOutcome(this.deps.journal, entryId, 'failed', { said: [said] });
    return new AppError('internal', said);
  }
}

/**
 * `comprovante-aporte-esporadico-2026-11-27-1a2b3c4d.pdf` (`receipt-one-off-contribution-…` in English): what, the
 * São Paulo day and the reference's start, in the receipt's language; nothing personal (D123).
 */
export function receiptFileName(write: JournalEntry, now: Date, language: Language): string {
  const words = FILE_NAME_WORDS[language];
  const what = isReceiptEntry(write) ? words.requests[write.action] : words.request;
  return `${words.receipt}-${what}-${saoPauloDateOf(now)}-${write.id.slice(0, 8)}.pdf`;
}
