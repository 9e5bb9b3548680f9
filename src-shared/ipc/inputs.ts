/** Shared. Input schemas of the non-operation channels (the operation channels take the contract's requests). */
import { z } from 'zod';
import {
  calendarDate,
  cpf as cpfSchema,
  operationDefs,
  operations,
  pathSchema,
  writeOperationIds,
  type OperationId,
  type WriteOperationId,
} from '../contract';
import { ENVIRONMENTS, settingsPatchSchema } from '../settings-schema';
import { FACET_MAX_VALUES, FILTER_VALUE_MAX_CHARS } from '../statements/movement-filter-bounds';
import { JOURNAL_ACTION_WORDS } from '../words/journal-action-words';

export const EnvironmentName = z.enum(ENVIRONMENTS);
export type EnvironmentName = z.infer<typeof EnvironmentName>;

export const SettingsPatch = settingsPatchSchema;

export const LoginInput = z.strictObject({
  username: z.string().trim().min(1, { error: 'Informe o usuário.' }).max(100),
  password: z.string().min(1, { error: 'Informe a senha.' }).max(200),
});

/** What the journal records: every write, every statement exported or printed, every CPF shown in full. */
export type JournalAction = WriteOperationId | 'export' | 'cpf-reveal';
export const JOURNAL_ACTIONS: readonly JournalAction[] = [...writeOperationIds, 'export', 'cpf-reveal'];

export function isWriteAction(action: JournalAction): action is WriteOperationId {
  return (writeOperationIds as readonly JournalAction[]).includes(action);
}

/**
 * An action in pt-BR words, as History's filter lists it and a statement's heading names it: a write by its
 * operation's own title (the contract's), and the journal's words for the other two.
 */
export function journalActionTitle(action: JournalAction): string {
  return isWriteAction(action) ? operations[action].title : JOURNAL_ACTION_WORDS['pt-BR'][action];
}

export const JOURNAL_STATUSES = ['pending', 'succeeded', 'failed', 'unknown'] as const;
export type JournalStatus = (typeof JOURNAL_STATUSES)[number];
/** The most entries one answer of `journal.list` carries (the export has no such bound: it streams, D420). */
export const JOURNAL_LIST_MAX_LIMIT = 10_000;

export const JournalFilter = z
  .strictObject({
    /** YYYY-MM-DD, inclusive, São Paulo calendar day of startedAt. */
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    actions: z
      .array(z.enum(JOURNAL_ACTIONS as [JournalAction, ...JournalAction[]]))
      .max(JOURNAL_ACTIONS.length)
      .optional(),
    statuses: z.array(z.enum(JOURNAL_STATUSES)).max(JOURNAL_STATUSES.length).optional(),
    /** Matches protocol, identifiers and title, ignoring case and accents. */
    text: z.string().max(100).optional(),
    /** Part of a protocol, ignoring spaces and case: only entries whose protocol holds it. */
    protocol: z.string().max(60).optional(),
    /** At most this many entries (the newest); History's list gets JOURNAL_LIST_MAX_LIMIT when it names none. */
    limit: z.number().int().min(1).max(JOURNAL_LIST_MAX_LIMIT).optional(),
  })
  .optional();
export type JournalFilter = z.infer<typeof JournalFilter>;

/** "Marcar como verificada": an unknown outcome, how it ended, and how the employee knows (D103). */
export const ResolveUnknownInput = z.strictObject({
  id: z.uuid(),
  outcome: z.enum(['concluded', 'not-concluded']),
  note: z
    .string()
    .trim()
    .min(1, { error: 'Diga como verificou (ex.: consultou o serviço, falou com o cliente).' })
    .max(500, { error: 'No máximo 500 caracteres.' }),
  /** The protocol the service gave for it, when the check found one (letters, digits, . - /). */
  protocol: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9./-]{0,39}$/, {
      error: 'Protocolo: só letras, números, ponto, hífen e barra, até 40 caracteres.',
    })
    .optional(),
});
export type ResolveUnknownInput = z.infer<typeof ResolveUnknownInput>;

export const CSV_FORMATS = ['excel-br', 'rfc4180'] as const;
export const CsvFormat = z.enum(CSV_FORMATS);
export type CsvFormat = z.infer<typeof CsvFormat>;

/**
 * Filters of the movements table, applied alike on screen and in the export. The types and funds are values the
 * facets offered, so they take what a facet may offer: one bound for both (D197), plus "não informado".
 */
const facetValues = z.array(z.string().max(FILTER_VALUE_MAX_CHARS)).max(FACET_MAX_VALUES + 1);
export const MovementFilter = z.strictObject({
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  tiposMovimento: facetValues.optional(),
  fundos: facetValues.optional(),
  text: z.string().max(100).optional(),
});
export type MovementFilter = z.infer<typeof MovementFilter>;

export const MovementSort = z.strictObject({
  column: z.enum(['dataMovimento', 'valorMovimento', 'tipoMovimento', 'codigoFundo', 'quantidadeCotasMovimento']),
  direction: z.enum(['asc', 'desc']),
});
export type MovementSort = z.infer<typeof MovementSort>;

/** The columns the balance table sorts by: the fields a balance entry shares with a movement. */
export const BALANCE_SORT_COLUMNS = [
  'dataMovimento',
  'tipoMovimento',
  'valorMovimento',
  'quantidadeCotasMovimento',
] as const;
export const BalanceSort = z.strictObject({
  column: z.enum(BALANCE_SORT_COLUMNS),
  direction: MovementSort.shape.direction,
});
export type BalanceSort = z.infer<typeof BalanceSort>;

/** The path of the operation a request names (marked as accepted: the operation is called with it as it is, D171). */
const pathOf = (id: OperationId) => pathSchema(operationDefs[id]);

/** Rows in one window of the kept movements list: a screenful and its overscan, many times over (D142). */
export const MAX_WINDOW_ROWS = 500;

/**
 * The movements kept in the main process (D140), asked for in windows: `path` names the certificate (the
 * user is the session's), `filter` and `sort` the view, `offset`/`count` the rows of it. `list` is the kept
 * list the renderer's rows came from: a window of another (re-read) list says so, and the renderer starts over.
 */
export const MovementWindowRequest = z.strictObject({
  path: pathOf('op12'),
  filter: MovementFilter.optional(),
  sort: MovementSort,
  offset: z.number().int().min(0).max(100_000_000),
  count: z.number().int().min(0).max(MAX_WINDOW_ROWS),
  /** Answer only with the view made whole: its count known (a filtered first window otherwise may come first, D576). */
  whole: z.literal(true).optional(),
});
export type MovementWindowRequest = z.infer<typeof MovementWindowRequest>;

/** Reads Op12 (always: a read asks the service), keeps the list and answers its first window. */
export const MovementOpenRequest = MovementWindowRequest;
export type MovementOpenRequest = z.infer<typeof MovementOpenRequest>;

/** The totals and facets of a view of the kept list (answered apart: they never hold up a window). */
export const MovementSummaryRequest = z.strictObject({ path: pathOf('op12'), filter: MovementFilter.optional() });
export type MovementSummaryRequest = z.infer<typeof MovementSummaryRequest>;

/**
 * The file formats of an export: the .xlsx workbook, the two CSV flavours, and
 * the printable PDF statement (movements and balance only, D125).
 */
export const EXPORT_FORMATS = ['xlsx', 'excel-br', 'rfc4180', 'pdf'] as const;
export const ExportFormat = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof ExportFormat>;

/**
 * The language a customer's document is written in (D571): pt-BR unless the employee chose English for this one
 * document where they started it. Absent means pt-BR; anything else is refused.
 */
export const DOCUMENT_LANGUAGES = ['pt-BR', 'en'] as const;
export const DocumentLanguage = z.enum(DOCUMENT_LANGUAGES);
export type DocumentLanguage = z.infer<typeof DocumentLanguage>;

/** What the screen knows that the statement's heading shows: the customer's name and whether the employee revealed the CPF. */
export const ExportHeading = z.strictObject({
  customerName: z.string().max(200).optional(),
  cpfRevealed: z.boolean().optional(),
});

/**
 * What to export: the source is named by the same request the screen used, so main fetches it itself. The movements
 * also name the kept list the screen shows (`MovementWindow.list`): the file is that list, or refused when it is gone
 * (D196); without it (an older screen), the kept list as before.
 */
const MovementsExport = z.strictObject({
  kind: z.literal('movements'),
  format: ExportFormat,
  path: pathOf('op12'),
  filter: MovementFilter.optional(),
  sort: MovementSort.optional(),
  list: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  heading: ExportHeading.optional(),
  language: DocumentLanguage.optional(),
});
/** A fund of the certificate, as the balance tab offers it (the same limits as Op14's path). */
const CoverageFundInput = z.strictObject({
  cobertura: operationDefs.op14.pathParams.idcobertura!.input,
  fundo: operationDefs.op14.pathParams.idfundo!.input,
});
/** More funds than a certificate holds in practice; bounds the reads one statement makes. */
export const MAX_STATEMENT_FUNDS = 50;
/**
 * The balance of the fund on screen (`path`). The PDF and the print cover every fund of the certificate the screen
 * offers (`funds`, D401), the one on screen first; the .xlsx and CSV are the table of the fund on screen.
 */
const BalanceExport = z.strictObject({
  kind: z.literal('balance'),
  format: ExportFormat,
  path: pathOf('op14'),
  funds: z.array(CoverageFundInput).max(MAX_STATEMENT_FUNDS).optional(),
  /** The screen's sort: the .xlsx and CSV rows follow it (the PDF keeps the service's order, newest last). */
  sort: BalanceSort.optional(),
  heading: ExportHeading.optional(),
  language: DocumentLanguage.optional(),
});

export const ExportRequest = z.discriminatedUnion('kind', [
  MovementsExport,
  BalanceExport,
  z.strictObject({
    kind: z.literal('portability'),
    format: ExportFormat,
    path: pathOf('op9'),
    query: operations.op9.query.omit({ pagina: true, tamanhoPagina: true }).optional(),
    heading: ExportHeading.optional(),
  }),
  z.strictObject({
    kind: z.literal('income'),
    format: ExportFormat,
    path: pathOf('op15'),
    heading: ExportHeading.optional(),
  }),
  z.strictObject({
    kind: z.literal('beneficiaries'),
    format: ExportFormat,
    path: pathOf('op19'),
    heading: ExportHeading.optional(),
  }),
  z.strictObject({ kind: z.literal('history'), format: ExportFormat, filter: JournalFilter }),
]);
export type ExportRequest = z.infer<typeof ExportRequest>;
export type ExportKind = ExportRequest['kind'];

/** The statements that print (D125): the movements and the balance of a certificate. */
export const PRINTABLE_KINDS = ['movements', 'balance'] as const;
export type PrintableKind = (typeof PRINTABLE_KINDS)[number];
/** "Imprimir": the same document as the PDF statement, to the system print dialog. */
export const PrintRequestInput = z.discriminatedUnion('kind', [
  MovementsExport.omit({ format: true }),
  BalanceExport.omit({ format: true }),
]);
export type PrintRequest = z.infer<typeof PrintRequestInput>;

/**
 * "Comprovante de solicitação" of one write the journal recorded (D360): the entry by its id, and whose it is
 * as the screen knows it. The CPF is taken only when it is the entry's customer (the main process checks it
 * against the entry), and goes out in full only when `cpfRevealed` and that reveal is on record (D181).
 */
export const ReceiptRequest = z.strictObject({
  journalEntryId: z.uuid(),
  customer: z.strictObject({ cpf: cpfSchema, cpfRevealed: z.boolean().optional() }).optional(),
  language: DocumentLanguage.optional(),
});
export type ReceiptRequest = z.infer<typeof ReceiptRequest>;
