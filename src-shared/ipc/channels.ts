/**
 * Shared. The IPC contract: every capability the renderer may ask of the main process,
 * as one map of named channels grouped by domain, each with its input schema
 * (validated in the main process) and its output type. The preload builds
 * `window.api` from this map; the main process registers a handler per entry.
 */
import { z } from 'zod';
import {
  bodySchema,
  cpf,
  customerCpfInPath,
  operationDefs,
  operationIds,
  pathSchema,
  querySchema,
  REQUEST_BODY_LIMIT_BYTES,
  type ApiRequest,
  type ApiResult,
  type Domain,
  type OperationDef,
  type OperationId,
  type Operations,
} from '../contract';
import type {
  AppInfo,
  ConnectionTestResult,
  ContractDriftView,
  ExportResult,
  JournalEntryView,
  PrintResult,
  JournalListing,
  KeyStatus,
  MovementOpenResult,
  MovementSummaryView,
  MovementWindow,
  ReadOutcome,
  ServiceWaitsView,
  SessionInfo,
  SettingsSaved,
  SettingsView,
  WriteOutcome,
} from './views';
import {
  ExportRequest,
  PrintRequestInput,
  ReceiptRequest,
  EnvironmentName,
  JournalFilter,
  LoginInput,
  MovementOpenRequest,
  MovementSummaryRequest,
  MovementWindowRequest,
  ResolveUnknownInput,
  SettingsPatch,
} from './inputs';
import { DEFAULT_PAYLOAD_LIMITS, type PayloadLimits } from './payload-bounds';
import {
  type DiagnosticsCopy,
  type RecoveryNoticeView,
  RendererPlace,
  SetLogLevelInput,
  type SupportView,
} from '../support/support-ipc';

/** A channel: its input schema, (phantom) output type and the bounds of its input. */
export interface ChannelDef<I extends z.ZodType = z.ZodType, O = unknown> {
  input: I;
  /** Never read at run time: carries the output type. */
  output?: O;
  /** Size and shape bounds checked before `input` (payload-bounds.ts); DEFAULT_PAYLOAD_LIMITS when absent. */
  limits?: PayloadLimits;
}

const channel =
  <O>() =>
  <I extends z.ZodType>(input: I): ChannelDef<I, O> => ({ input });
const none = z.undefined();

/** Input of an operation channel: the contract's request (its parts marked as accepted, D171), plus journal context for writes. */
function operationInput(op: OperationDef): z.ZodType {
  const shape: Record<string, z.ZodType> = {};
  if (Object.keys(op.pathParams).length > 0) shape.path = pathSchema(op);
  if (op.query) shape.query = querySchema({ ...op, query: op.query }).optional();
  if (op.body) shape.body = bodySchema({ ...op, body: op.body });
  if (op.kind === 'write') {
    /** Sent again after the employee confirmed a duplicate-write warning. */
    shape.confirmDuplicate = z.boolean().optional();
    /** The customer the write is for, when the path does not carry the CPF (journal). */
    shape.customerCpf = cpf.optional();
    /** The customer's name, for History's search by name: only keyed hashes of its words are kept (D102). */
    shape.customerName = z.string().max(200).optional();
  }
  return z.strictObject(shape);
}

/** What a write's channel takes besides the contract's request: the journal's context. */
type WriteContext = { confirmDuplicate?: boolean; customerCpf?: string; customerName?: string };
/** What the renderer passes on an operation's channel: the contract's request, and for a write its journal context. */
export type OperationInput<Id extends OperationId> = Operations[Id]['kind'] extends 'write'
  ? ApiRequest<Id> & WriteContext
  : ApiRequest<Id>;
export type OperationOutput<Id extends OperationId> = Operations[Id]['kind'] extends 'write'
  ? WriteOutcome<ApiResult<Id>>
  : ReadOutcome<ApiResult<Id>>;

/** The customer an operation's input is about: the CPF its path names, else the write's `customerCpf` (Op2, Op6, Op7). */
export function customerOfRequest(input: unknown): string | undefined {
  const { path, customerCpf } = (input ?? {}) as { path?: Record<string, unknown>; customerCpf?: unknown };
  return customerCpfInPath(path) ?? (typeof customerCpf === 'string' && customerCpf !== '' ? customerCpf : undefined);
}

type ApiDomain = Exclude<Domain, 'auth'>;

type OperationChannels<D extends ApiDomain> = {
  [
    Id in OperationId as Operations[Id]['domain'] extends D
      ? Operations[Id]['kind'] extends 'auth'
        ? never
        : Operations[Id]['name']
      : never
  ]: ChannelDef<z.ZodType<OperationInput<Id>, OperationInput<Id>>, OperationOutput<Id>>;
};

/** A write's body may be as large as the API accepts (D20: Op6's signed PDF); everything else stays small. */
const BODY_CHANNEL_LIMITS: PayloadLimits = Object.freeze({
  ...DEFAULT_PAYLOAD_LIMITS,
  maxChars: REQUEST_BODY_LIMIT_BYTES + 64 * 1024,
});

/** The operations the renderer may call, one channel each (all but the login, which goes through `session.login`). */
export const channelOperations: readonly OperationId[] = operationIds.filter((id) => operationDefs[id].kind !== 'auth');

/** One channel group per domain of the operations table, one channel per operation (D170). */
function operationChannelGroups(): { [D in ApiDomain]: OperationChannels<D> } {
  const groups: Record<string, Record<string, ChannelDef>> = {};
  for (const id of channelOperations) {
    const op = operationDefs[id];
    (groups[op.domain] ??= {})[op.name] = op.body
      ? { input: operationInput(op), limits: BODY_CHANNEL_LIMITS }
      : { input: operationInput(op) };
  }
  return groups as { [D in ApiDomain]: OperationChannels<D> };
}

export const ipcChannels = {
  app: {
    info: channel<AppInfo>()(none),
    /** Opens an https page on the allowlist (help, the company's portal) in the system browser. */
    openExternal: channel<null>()(z.strictObject({ url: z.url({ protocol: /^https$/ }).max(2000) })),
    /** Shows an exported file in the system's file manager. */
    showInFolder: channel<null>()(z.strictObject({ journalEntryId: z.uuid() })),
  },
  settings: {
    get: channel<SettingsView>()(none),
    update: channel<SettingsSaved>()(SettingsPatch),
    testConnection: channel<ConnectionTestResult>()(z.strictObject({ environment: EnvironmentName })),
  },
  keychain: {
    status: channel<KeyStatus>()(z.strictObject({ environment: EnvironmentName })),
    /**
     * Stores the key the employee copied to the clipboard: the main process
     * reads it there, so the key itself never crosses IPC.
     */
    setFromClipboard: channel<KeyStatus>()(z.strictObject({ environment: EnvironmentName })),
    remove: channel<KeyStatus>()(z.strictObject({ environment: EnvironmentName })),
  },
  session: {
    login: channel<SessionInfo>()(LoginInput),
    logout: channel<SessionInfo>()(none),
    current: channel<SessionInfo>()(none),
  },
  journal: {
    list: channel<JournalListing>()(JournalFilter),
    /** Records that an unknown outcome was checked, and how it ended (D103). */
    resolveUnknown: channel<JournalEntryView>()(ResolveUnknownInput),
    /** Records that the employee revealed a customer's full CPF on screen. */
    /** `name`: whose CPF it is, as the screen shows it, for History's search by name (only keyed hashes are kept, D102). */
    recordCpfReveal: channel<null>()(z.strictObject({ cpf, name: z.string().max(200).optional() })),
  },
  export: {
    /** Saves the table in the chosen format (the save dialog offers the others too). */
    file: channel<ExportResult>()(ExportRequest),
    /** Opens the system print dialog for the PDF statement's document (movements, balance). */
    print: channel<PrintResult>()(PrintRequestInput),
  },
  /** "Comprovante de solicitação" of a write in the History (D360): saved as PDF, or to the system print dialog. */
  receipt: {
    pdf: channel<ExportResult>()(ReceiptRequest),
    print: channel<PrintResult>()(ReceiptRequest),
  },
  /**
   * A certificate's movements (Op12), kept in the main process after they are read (D140): the screen asks for
   * windows of rows under its sort and filters, and for the totals and facets apart, so neither the list nor a
   * pass over it ever crosses IPC.
   */
  movements: {
    open: channel<MovementOpenResult>()(MovementOpenRequest),
    window: channel<MovementWindow>()(MovementWindowRequest),
    summary: channel<MovementSummaryView>()(MovementSummaryRequest),
  },
  /** What the service is doing to the employee's reads right now. */
  serviceStatus: {
    /**
     * The reads waiting because the service asked them to (D216): answered at once when `after` is not the current
     * version, else when the list changes (or after a while unchanged). The screen says it is waiting.
     */
    waits: channel<ServiceWaitsView>()(z.strictObject({ after: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) })),
  },
  diagnostics: {
    /** How the service's answers strayed from the contract since start: paths and kinds, never values. */
    contractDrift: channel<ContractDriftView>()(none),
  },
  /** Logs, IT policy, updates and crash recovery, for the branch's IT and support (D132–D136). */
  support: {
    status: channel<SupportView>()(none),
    setLogLevel: channel<SupportView>()(SetLogLevelInput),
    openLogsFolder: channel<null>()(none),
    /** Puts the masked diagnostics on the clipboard (for a support ticket) and returns them. */
    copyDiagnostics: channel<DiagnosticsCopy>()(none),
    /** "Reiniciar para atualizar": refused while a write is in flight. */
    restartToUpdate: channel<null>()(none),
    /** Where the employee is, kept in the main process's memory to come back to after a renderer crash. */
    rememberPlace: channel<null>()(z.strictObject({ place: RendererPlace })),
    /** Once, after the window was reloaded by a crash or hang: what happened and where the employee was. */
    recoveryNotice: channel<RecoveryNoticeView | null>()(none),
  },
  ...operationChannelGroups(),
};

export type IpcChannels = typeof ipcChannels;
export type IpcDomain = keyof IpcChannels;

/** The wire name of a channel: one namespace, so nothing else on ipcMain can collide. */
export function channelName(domain: string, name: string): string {
  return `balcao:${domain}.${name}`;
}

/** Every channel with its wire name, for registration and the preload. */
export function listChannels(): Array<{ domain: string; name: string; wire: string; def: ChannelDef }> {
  return Object.entries(ipcChannels).flatMap(([domain, group]) =>
    Object.entries(group as Record<string, ChannelDef>).map(([name, def]) => ({
      domain,
      name,
      wire: channelName(domain, name),
      def,
    })),
  );
}

/** Which contract operation a channel calls, if any. */
export function operationForChannel(domain: string, name: string): OperationId | undefined {
  return channelOperations.find((id) => operationDefs[id].domain === domain && operationDefs[id].name === name);
}

/** The wire name of an operation's channel. */
export function operationChannelName(id: OperationId): string {
  return channelName(operationDefs[id].domain, operationDefs[id].name);
}
