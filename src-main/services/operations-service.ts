/**
 * Main process. Runs the API operations for the renderer. Reads go straight
 * to the client (which retries them within bounds). Writes are journaled
 * before they are sent and again with their outcome, are never retried, and
 * are refused when the same write was just done — unless the employee
 * confirms. What the service answered is what the employee is told, even when
 * the journal cannot record it (D60).
 */
import {
  customerCpfInPath,
  NO_DRIFT,
  isWriteOperation,
  operationDefs,
  pathIdentifiers,
  type ApiAnswer,
  type OperationDef,
  type OperationId,
  type WriteOperationId,
} from '../../src-shared/contract';
import type { ReadOutcome, WriteOutcome } from '../../src-shared/ipc';
import { words } from '../../src-shared/words/error-codes';
import type { CallOptions } from '../api-client/client';
import { ApiError, AppError, JournaledWriteError, LocalWriteError } from '../errors';
import type { FingerprintKeyring } from '../journal/fingerprint-key';
import type { OperationsJournal } from '../journal/journal';
import { completedButNotRecorded, recordOutcome } from '../journal/record-outcome';
import type { DuplicateProbe, JournalResult } from '../journal/journal-types';
import { journalDetailsOf } from '../journal/journal-details';
import { searchKeysOf } from '../journal/journal-search';
import { keyedFingerprint } from '../journal/request-fingerprint';
import type { EnvironmentService } from './environment-service';
import type { UnreadBody } from '../api-client/unread-body';
import type { KeptListInfo } from '../workers/kept-lists-protocol';
import type { KeptLists } from './kept-lists';
import type { RecentReads } from './recent-reads';
import type { BalanceSort } from '../../src-shared/ipc/inputs';
import type { ExportChunksIn } from '../export/export-chunks-in';
import type { ExportEncoding } from '../export/export-encoding';
import { RelayedAnswer } from './relayed-answer';
import type { SessionService } from './session-service';

/**
 * One operation as the service runs it: an operation channel's input (src-shared/ipc `OperationInput`) once its
 * schema let it through, or a request the main process put together (exports). Parts the channel's schema
 * accepted carry its mark, and the client sends them without parsing them again (D171).
 */
export interface OperationCall {
  path?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
  confirmDuplicate?: boolean;
  customerCpf?: string;
  customerName?: string;
}

/**
 * Reads whose answers grow with the certificate's history, read in the kept lists' thread and relayed to the screen
 * unread (D729): a fund's detailed balance has an entry per movement of the fund (about 40,000 for each fund of the
 * demo's heavy certificate).
 */
const RELAYED_READS = new Set(['op14'] as const);
type RelayedReadId = typeof RELAYED_READS extends Set<infer Id> ? Id : never;
const isRelayedRead = (id: OperationId): id is RelayedReadId => RELAYED_READS.has(id as RelayedReadId);

/** The outcome of a success without a body to read (readResponse's `{ data: null }`), as relayed JSON. */
const NO_BODY = new RelayedAnswer(new TextEncoder().encode(JSON.stringify({ data: null, drift: NO_DRIFT })));

export class OperationsService {
  /** One function for the life of the service, so EnvironmentService hands back the same client on every call. */
  private readonly accessToken = (): string | undefined => this.session.accessToken();
  private writing = 0;
  /**
   * Op12 reads on their way, one per session, user and certificate, shared by whoever asks meanwhile (windows, the
   * summary, an opening, an export: D195); dropped when it settles. `stale`: a write for the customer came after it
   * was sent, so what it brings is answered but not kept.
   */
  private readonly reading = new Map<string, { list: Promise<KeptListInfo>; cpf: string; stale: boolean }>();

  constructor(
    private readonly environments: EnvironmentService,
    private readonly session: SessionService,
    private readonly journal: OperationsJournal,
    private readonly cache: RecentReads,
    private readonly fingerprintKey: FingerprintKeyring,
    private readonly kept: KeptLists,
  ) {}

  async run(
    id: OperationId,
    input: OperationCall,
  ): Promise<ReadOutcome<unknown> | RelayedAnswer | WriteOutcome<unknown>> {
    this.session.requireUser();
    if (!isWriteOperation(id))
      return isRelayedRead(id) ? this.readRelayed(id, input, { fresh: true }) : this.read(id, input);
    this.writing += 1;
    try {
      return await this.write(id, operationDefs[id], input);
    } finally {
      this.writing -= 1;
    }
  }

  /** Writes sent and not yet answered: an update must not restart the app under them (D135). */
  get writesInFlight(): number {
    return this.writing;
  }

  /**
   * A read always asks the service; the data is kept briefly so exporting what is on screen need not fetch it
   * again. Movements (Op12) are kept as the list the screen's windows are cut from (D140). A read that settles
   * after its session ended keeps nothing and answers why (D196).
   */
  async read(id: Exclude<OperationId, RelayedReadId>, input: OperationCall): Promise<ReadOutcome<unknown>> {
    if (id === 'op12') {
      const list = await this.readMovements(input.path ?? {});
      return { data: await this.kept.rows(list), drift: await this.kept.drift(list) };
    }
    const { owner, session } = this.whose();
    const request = { path: input.path, query: input.query };
    const { data, drift } = await this.call(id, request);
    this.session.requireSameSession(session);
    this.cache.set(owner, id, request, data);
    return { data, drift };
  }

  /**
   * What the screen last showed for this request, or a fresh read (exports). An answer relayed unread (D729) is
   * parsed here: an export written in main needs its rows.
   */
  async readForExport(id: OperationId, input: OperationCall): Promise<unknown> {
    const { owner } = this.whose();
    if (id === 'op12') return this.kept.rows(await this.keptMovements(input.path ?? {}));
    if (isRelayedRead(id)) return (await this.readRelayed(id, input)).outcome().data;
    const cached = this.cache.get(owner, id, { path: input.path, query: input.query });
    return cached !== undefined ? cached : (await this.read(id, input)).data;
  }

  /**
   * A read whose rows grow with the certificate's history (RELAYED_READS): read in the kept lists' thread and kept
   * here as the JSON it wrote, which main hands on and never parses (D729). The screen's read (`fresh`) always asks
   * the service, as every read does; the others take what the screen last read, if it is still kept.
   */
  async readRelayed(
    id: RelayedReadId,
    input: OperationCall,
    options: { fresh?: boolean } = {},
  ): Promise<RelayedAnswer> {
    const { owner, session } = this.whose();
    const request = { path: input.path, query: input.query };
    const cached = options.fresh ? undefined : this.cache.get(owner, id, request);
    if (cached instanceof RelayedAnswer) return cached;
    const { data } = await this.call(id, request, { unread: this.kept.answers });
    // A success the client found without a body to read has no rows, as readResponse says it.
    const body = data as unknown as UnreadBody | null;
    const relayed = body ? await this.kept.readAnswer(body) : NO_BODY;
    this.session.requireSameSession(session);
    this.cache.set(owner, id, request, relayed);
    return relayed;
  }

  /**
   * A fund's detailed balance for an export of its table (D729, D555): the answer the screen last read (or read
   * now), written by the kept lists' thread in the screen's sort; main gets the file's bytes, or (a PDF, laid out
   * from every fund) the entries parsed here.
   */
  async balanceExportSource(
    path: Record<string, string>,
    sort: BalanceSort | undefined,
  ): Promise<{
    count: number;
    write(encoding: ExportEncoding, options: { onProgress?: (rows: number) => void }): Promise<ExportChunksIn>;
    rows(): Promise<readonly unknown[]>;
  }> {
    const relayed = await this.readRelayed('op14', { path });
    return {
      count: relayed.length ?? 0,
      write: (encoding, options) => this.kept.exportAnswer(relayed, { path, sort }, encoding, options),
      rows: async () => {
        const { data } = relayed.outcome();
        return Array.isArray(data) ? data : [];
      },
    };
  }

  /**
   * Reads a certificate's movements from the service and keeps them for this user (replacing what was kept). The
   * answer's bytes go unread to the kept lists' thread, which reads them (D185, D286). One read at a time per user
   * and certificate: whoever asks while one is on its way gets its list (D195).
   */
  readMovements(path: Record<string, string>): Promise<KeptListInfo> {
    const { owner, session } = this.whose();
    const cpf = path.idcliente ?? '';
    const certificate = path.idcertificado ?? '';
    const key = `${session} ${this.kept.keyOf(owner, cpf, certificate)}`;
    const pending = this.reading.get(key);
    if (pending) return pending.list;
    const flight = { cpf, stale: false, list: undefined as unknown as Promise<KeptListInfo> };
    flight.list = (async () => {
      try {
        const { data } = await this.call('op12', { path }, { unread: this.kept });
        // Op12 answers with a body: the client hands it over unread.
        const body = data as unknown as UnreadBody;
        const ended = failureOf(() => this.session.requireSameSession(session));
        // Read to the end even when not kept (the drift log hears of every answer); kept only for the session that asked.
        const list = await this.kept.keep(owner, cpf, certificate, body, { hold: !ended && !flight.stale });
        if (ended) throw ended;
        return list;
      } finally {
        if (this.reading.get(key) === flight) this.reading.delete(key);
      }
    })();
    this.reading.set(key, flight);
    return flight.list;
  }

  /** The kept movements of a certificate, read again when they went stale or were dropped (a write, another user). */
  async keptMovements(path: Record<string, string>): Promise<KeptListInfo> {
    const kept = await this.kept.get(this.whose().owner, path.idcliente ?? '', path.idcertificado ?? '');
    return kept ?? this.readMovements(path);
  }

  /** The kept list `id` of this certificate, the one a screen shows, while it is held (D196); never read again. */
  shownMovements(path: Record<string, string>, id: number): Promise<KeptListInfo | undefined> {
    return this.kept.shown(this.whose().owner, path.idcliente ?? '', path.idcertificado ?? '', id);
  }

  /** Whose lists and reads these are (the environment and the employee signed in), and which session (throws when nobody is). */
  private whose(): { owner: string; session: number } {
    const { login, environment, session } = this.session.requireUser();
    return { owner: `${environment} ${login}`, session };
  }

  private async write(id: WriteOperationId, op: OperationDef, input: OperationCall): Promise<WriteOutcome<unknown>> {
    const { login, environment } = this.session.requireUser();
    const request = { path: input.path, body: input.body };
    const customerCpf = customerCpfOf(input);
    const key = await this.fingerprintKey.current();
    const search = searchKeysOf(key, {
      ...(customerCpf ? { cpf: customerCpf } : {}),
      ...(input.customerName ? { name: input.customerName } : {}),
    });
    const details = journalDetailsOf(input.body);
    const attempt: DuplicateProbe = {
      user: login,
      environment,
      action: id,
      title: op.title,
      ...(customerCpf ? { customerCpf } : {}),
      identifiers: identifiersOf(input),
      fingerprint: keyedFingerprint(key, id, environment, request),
      ...(details ? { details } : {}),
      ...(search ? { search } : {}),
    };
    // Within the journal's own window (D33): the one place that says how long a write counts as just done.
    const previous = this.journal.findRecentDuplicate(attempt);
    if (previous && !input.confirmDuplicate) {
      // Checked and found concluded (D103): said as such, it is the strongest reason not to send again.
      const checked = previous.resolution?.outcome === 'concluded';
      throw new AppError(
        'duplicate-write',
        words('write.duplicate', {
          startedAt: previous.startedAt,
          status: previous.status,
          ...(checked ? { checkedBy: previous.resolution!.by } : {}),
        }),
        {
          duplicateOf: {
            journalEntryId: previous.id,
            startedAt: previous.startedAt,
            status: previous.status,
            ...(previous.result?.protocol ? { protocol: previous.result.protocol } : {}),
            ...(checked ? { checkedConcluded: true } : {}),
          },
        },
      );
    }
    const entry = this.beginOrRefuse(attempt);
    let answer: ApiAnswer<OperationId>;
    try {
      answer = await this.call(id, request);
    } catch (error) {
      const unknown = error instanceof ApiError && error.outcomeUnknown;
      const notSaved = recordOutcome(this.journal, entry.id, unknown ? 'unknown' : 'failed', {
        ...(error instanceof ApiError && error.status ? { httpStatus: error.status } : {}),
        ...(error instanceof ApiError
          ? { messages: error.messages }
          : { said: [error instanceof AppError ? error.ipc.words : words('internal.unexpected')] }),
      });
      if (unknown) this.forgetCustomer(customerCpf);
      // The answer as it was, with the History entry that records the attempt (and the note if that record failed).
      throw error instanceof ApiError || error instanceof AppError
        ? new JournaledWriteError(error, entry.id, notSaved)
        : error;
    }
    // From here on the service has answered: that answer is what the employee hears, whatever happens to our record of it.
    const { data: result, drift } = answer;
    const protocol = (result as { protocolo?: string | null } | null)?.protocolo ?? undefined;
    const outcome: JournalResult = { httpStatus: op.success.status, ...(protocol ? { protocol } : {}) };
    const notSaved = recordOutcome(this.journal, entry.id, 'succeeded', outcome);
    this.forgetCustomer(customerCpf);
    return {
      result,
      journalEntryId: entry.id,
      drift,
      ...(notSaved ? { journalWarning: completedButNotRecorded(notSaved, protocol) } : {}),
    };
  }

  /** What was read about this customer may be out of date now, and so may what is on its way. */
  private forgetCustomer(cpf: string | undefined): void {
    this.cache.clearCustomer(cpf);
    void this.kept.clearCustomer(cpf).catch(() => undefined);
    for (const [key, flight] of this.reading) {
      if (cpf && flight.cpf !== cpf) continue;
      flight.stale = true;
      this.reading.delete(key);
    }
  }

  /** Nothing is sent unless the attempt is on disk first; a journal that cannot be written says what is wrong and where (D31, D60). */
  private beginOrRefuse(attempt: DuplicateProbe) {
    try {
      return this.journal.begin(attempt);
    } catch (error) {
      if (!(error instanceof LocalWriteError)) throw error;
      throw new AppError('local-write-failed', words('write.nothingSent', { problem: error.said }), { details: [] });
    }
  }

  private async call(
    id: OperationId,
    request: { path?: Record<string, string>; query?: Record<string, unknown>; body?: unknown },
    options?: CallOptions,
  ): Promise<ApiAnswer<OperationId>> {
    const client = await this.environments.client(this.accessToken);
    try {
      return await client.call(id, request as never, options);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401 && error.authRejected === 'token') this.session.expire();
      throw error;
    }
  }
}

/** The error `check` throws, or undefined. */
function failureOf(check: () => void): unknown {
  try {
    check();
    return undefined;
  } catch (error) {
    return error;
  }
}

function customerCpfOf(input: OperationCall): string | undefined {
  return customerCpfInPath(input.path) ?? input.customerCpf;
}

/** Business identifiers for the journal: path ids other than the CPF, and the document of a signature. */
function identifiersOf(input: OperationCall): Record<string, string> {
  const ids = pathIdentifiers(input.path);
  const body = input.body as { idDocumento?: unknown } | undefined;
  if (typeof body?.idDocumento === 'string') ids.idDocumento = body.idDocumento;
  return ids;
}
