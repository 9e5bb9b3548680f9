/**
 * Runs the API operations for the renderer. Reads go straight to the client
 * (which retries them within bounds). Writes are journaled before they are
 * sent and again with their outcome, are never retried, and are refused when
 * the same write was just done — unless the employee confirms.
 */
import { operations, type ApiAnswer, type OperationDef, type OperationId } from '../../src-shared/contract';
import { formatDateTimeBR } from '../../src-shared/format/calendar-date';
import type { ReadOutcome, WriteOutcome } from '../../src-shared/ipc';
import { ApiError } from '../api/api-error';
import { AppError } from '../ipc/app-error';
import type { OperationsJournal } from '../journal/journal';
import { requestFingerprint } from '../journal/request-fingerprint';
import type { EnvironmentService } from './environment-service';
import type { ResponseCache } from './response-cache';
import type { SessionService } from './session-service';

/** How long an identical write counts as a probable duplicate. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

const CPF_PARAMS = ['idcliente', 'idpessoafisica'];

interface OperationInput {
  path?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  confirmDuplicate?: boolean;
  customerCpf?: string;
}

export class OperationsService {
  /** One function for the life of the service, so EnvironmentService hands back the same client on every call. */
  private readonly accessToken = (): string | undefined => this.session.accessToken();

  constructor(
    private readonly environments: EnvironmentService,
    private readonly session: SessionService,
    private readonly journal: OperationsJournal,
    private readonly cache: ResponseCache,
  ) {}

  async run(id: OperationId, input: OperationInput): Promise<ReadOutcome<unknown> | WriteOutcome<unknown>> {
    const op = operations[id] as OperationDef;
    this.session.requireUser();
    return op.kind === 'write' ? this.write(id, op, input) : this.read(id, input);
  }

  /** A read always asks the service; the data is kept briefly so exporting what is on screen need not fetch it again. */
  async read(id: OperationId, input: OperationInput): Promise<ReadOutcome<unknown>> {
    const request = { path: input.path, query: input.query };
    const { data, drift } = await this.call(id, request);
    this.cache.set(id, request, data);
    return { data, drift };
  }

  /** What the screen last showed for this request, or a fresh read (exports). */
  async readForExport(id: OperationId, input: OperationInput): Promise<unknown> {
    this.session.requireUser();
    const cached = this.cache.get(id, { path: input.path, query: input.query });
    return cached !== undefined ? cached : (await this.read(id, input)).data;
  }

  private async write(id: OperationId, op: OperationDef, input: OperationInput): Promise<WriteOutcome<unknown>> {
    const { login, environment } = this.session.requireUser();
    const request = { path: input.path, body: input.body };
    const fingerprint = requestFingerprint(id, environment, request);
    const previous = this.journal.findRecentDuplicate(fingerprint, DUPLICATE_WINDOW_MS);
    if (previous && !input.confirmDuplicate) {
      throw new AppError(
        'duplicate-write',
        `Esta mesma operação já foi enviada em ${formatDateTimeBR(previous.startedAt)} (${STATUS_PT[previous.status]}). Envie de novo só se tiver certeza de que não é uma duplicidade.`,
        `This same operation was already sent on ${formatDateTimeBR(previous.startedAt)} (${previous.status}). Send again only if you are sure it is not a duplicate.`,
        { duplicateOf: { journalEntryId: previous.id, startedAt: previous.startedAt, status: previous.status, ...(previous.result?.protocol ? { protocol: previous.result.protocol } : {}) } },
      );
    }
    const entry = this.journal.begin({
      user: login,
      environment,
      action: id,
      title: op.title,
      ...(customerCpfOf(input) ? { customerCpf: customerCpfOf(input)! } : {}),
      identifiers: identifiersOf(input),
      fingerprint,
    });
    try {
      const { data: result, drift } = await this.call(id, request);
      const protocol = (result as { protocolo?: string | null } | null)?.protocolo;
      this.journal.finish(entry.id, 'succeeded', { httpStatus: op.success.status, ...(protocol ? { protocol } : {}) });
      this.cache.clearCustomer(customerCpfOf(input));
      return { result, journalEntryId: entry.id, drift };
    } catch (error) {
      const unknown = error instanceof ApiError && error.outcomeUnknown;
      this.journal.finish(entry.id, unknown ? 'unknown' : 'failed', {
        ...(error instanceof ApiError && error.status ? { httpStatus: error.status } : {}),
        messages: error instanceof ApiError ? error.messages : error instanceof AppError ? [error.ipc.message] : ['Erro inesperado.'],
      });
      if (unknown) this.cache.clearCustomer(customerCpfOf(input));
      if (error instanceof AppError) error.ipc.journalEntryId = entry.id;
      throw error instanceof ApiError ? withJournal(error, entry.id) : error;
    }
  }

  private async call(id: OperationId, request: { path?: Record<string, string>; query?: Record<string, unknown>; body?: unknown }): Promise<ApiAnswer<OperationId>> {
    const client = await this.environments.client(this.accessToken);
    try {
      return await client.call(id, request as never);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401 && error.authRejected === 'token') this.session.expire();
      throw error;
    }
  }
}

const STATUS_PT = { pending: 'sem resposta registrada', succeeded: 'concluída', failed: 'com erro', unknown: 'resultado desconhecido' } as const;

function customerCpfOf(input: OperationInput): string | undefined {
  for (const name of CPF_PARAMS) if (input.path?.[name]) return input.path[name]!.padStart(11, '0');
  return input.customerCpf;
}

/** Business identifiers for the journal: path ids other than the CPF, and the document of a signature. */
function identifiersOf(input: OperationInput): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.path ?? {})) if (!CPF_PARAMS.includes(name)) ids[name] = value;
  const body = input.body as { idDocumento?: unknown } | undefined;
  if (typeof body?.idDocumento === 'string') ids.idDocumento = body.idDocumento;
  return ids;
}

/** Carries the journal id to the IPC error, so the renderer can point at the History entry. */
function withJournal(error: ApiError, journalEntryId: string): ApiError {
  (error as ApiError & { journalEntryId?: string }).journalEntryId = journalEntryId;
  return error;
}
