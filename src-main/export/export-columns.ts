/**
 * Main process. The columns of each list's export, with pt-BR headers, read
 * alike by the CSV, the .xlsx and the PDF writers. A column's type says how
 * its cells are written (for the CSV, csv-cell.ts): numbers with the format's
 * decimal mark and never guarded, dates as `dd/mm/aaaa` or ISO, text guarded
 * against formula injection and quoted when needed.
 *
 * Rows are typed as the tolerant reader gives them (any field may be null):
 * a missing value is an empty cell (formatCsvCell), never "null".
 *
 * Codes the service sends in capitals without accents (CONTRIBUICAO,
 * PENDENTE, CONJUGE…) are written in the document's words, from the one
 * shared list the screens read (src-shared/words/code-words.ts); a code the
 * list does not know is written as sent and marked as a code. The statements'
 * headers come from their one words table (statement-words.ts), in pt-BR or,
 * for an English .xlsx, English (D571); every other table is pt-BR.
 *
 * A column that holds a person's CPF says so (`cpf`, D191): the tables here
 * keep the value as the service sent it, and the columns a writer gets come
 * from exportColumnsFor, which masks every such cell unless it is the customer's
 * own CPF the employee revealed (a third party's never).
 */
import { identifierPairs } from '../../src-shared/ipc/journal-identifier-words';
import type { ApiResult } from '../../src-shared/contract';
import { PORTABILITY_STATUS } from '../../src-shared/contract/resources/pension';
import { cpfDigits, formatCpf, maskCpf } from '../../src-shared/cpf';
import { type EnvironmentName, type ExportKind } from '../../src-shared/ipc/inputs';
import { reasonsOf } from '../../src-shared/words/journal-reasons';
import { JOURNAL_STATUS_WORDS } from '../../src-shared/words/journal-status-words';
import { ENVIRONMENT_WORDS } from '../../src-shared/words/environment-words';
import type { JournalEntryView } from '../../src-shared/ipc/views';
import {
  ACCOUNT_WORDS,
  CONTRIBUTION_TYPE_WORDS,
  documentWordForCode,
  INCOME_TYPE_WORDS,
  INDEX_WORDS,
  MOVEMENT_STATUS_WORDS,
  MOVEMENT_TYPE_WORDS,
  PERIODICITY_WORDS,
  RELATIONSHIP_WORDS,
  SEX_WORDS,
  STATUS_WORDS,
} from '../../src-shared/words/code-words';
import type { Dictionary, Language } from '../../src-shared/words/dictionary';
import { statementWords } from './statement-words';

/** How a cell is written: csv-cell.ts for the CSV, xlsx-cell.ts for the .xlsx, statement-document.ts for the PDF. */
export type CellType = 'text' | 'number' | 'date' | 'datetime';
export type CellValue = string | number | null | undefined;

/** One column of a list's export, read alike by the CSV, the .xlsx and the PDF. */
export interface ExportColumn<T> {
  header: string;
  type: CellType;
  /** What a number column holds: how the .xlsx shows it (BRL, quota decimals…); CSV writes every number alike. */
  number?: NumberKind;
  value: (row: T) => CellValue;
  /**
   * The column holds a person's CPF (D191): `customer-or-other` may hold the
   * customer's own (a portability request's participant), `third-party` never
   * does (a beneficiary). exportColumnsFor masks its cells.
   */
  cpf?: CpfHolder;
}

/** Whose CPF a column holds: whether a cell may ever go out in full (only the customer's own, revealed). */
export type CpfHolder = 'customer-or-other' | 'third-party';

/** brl: R$ with cents; quota: 6 decimals; integer; percent: a figure already in percent (50 = 50%). */
export type NumberKind = 'brl' | 'quota' | 'integer' | 'percent';

export type MovementRow = ApiResult<'op12'>[number];
export type BalanceRow = ApiResult<'op14'>[number];
/** Op9 does not return the status: the export adds it when it knows it (e.g. the list was filtered by status). */
export type PortabilityRow = ApiResult<'op9'>[number] & { statusPortabilidade?: number | string | null };
export type IncomeRow = ApiResult<'op15'>[number];
export type BeneficiaryRow = ApiResult<'op19'>[number];
export type HistoryRow = JournalEntryView;

export interface ExportRowByKind {
  movements: MovementRow;
  balance: BalanceRow;
  portability: PortabilityRow;
  income: IncomeRow;
  beneficiaries: BeneficiaryRow;
  history: HistoryRow;
}

/** A code in the document's language (pt-BR unless said), as the customer reads it. */
export const inWords = <K extends string>(
  words: Dictionary<K>,
  code: string | null | undefined,
  language: Language = 'pt-BR',
): string | undefined => documentWordForCode(words, language, code);

const trimmed = (text: string | null | undefined): string | null | undefined =>
  typeof text === 'string' ? text.trim() : text;

/** A CPF as people and systems write it: digits, dots, hyphens, spaces (11 digits of them, checked apart). */
const WRITTEN_CPF = /^[\d.\-\s]+$/;
/** Already masked (`***.456.789-**`, or wholly `***.***.***-**`): kept as it is. */
const MASKED_CPF = /^\*{3}\.(?:\d{3}|\*{3})\.(?:\d{3}|\*{3})-\*{2}$/;

/**
 * A CPF column's cell (D191): `***.456.789-**`, or `000.000.000-00` in full
 * when it is `revealedCpf` (the customer's own, revealed by the employee);
 * an empty value stays empty, a masked one as it is, and anything else (not
 * 11 digits written as a CPF is written) is masked entirely: `***.***.***-**`.
 */
export function cpfCellText(value: CellValue, revealedCpf?: string): string | undefined {
  if (value === null || value === undefined) return undefined;
  // A number lost its leading zeros on the way (the integer form, D13).
  const text =
    typeof value === 'number'
      ? Number.isSafeInteger(value) && value >= 0
        ? String(value).padStart(11, '0')
        : ''
      : value.trim();
  if (typeof value === 'string' && text === '') return undefined;
  if (MASKED_CPF.test(text)) return text;
  const digits = WRITTEN_CPF.test(text) ? cpfDigits(text) : '';
  if (digits.length !== 11) return maskCpf('');
  return revealedCpf !== undefined && digits === cpfDigits(revealedCpf) ? formatCpf(digits) : maskCpf(digits);
}

/** The movements' columns in the statement's language (D571): headers and code words from the statement's one table. */
export function movementColumnsIn(language: Language): ReadonlyArray<ExportColumn<MovementRow>> {
  const w = statementWords(language);
  return [
    { header: w('colDate'), type: 'date', value: (m) => m.dataMovimento },
    { header: w('colType'), type: 'text', value: (m) => inWords(MOVEMENT_TYPE_WORDS, m.tipoMovimento, language) },
    { header: w('colDescription'), type: 'text', value: (m) => m.descricaoMovimento },
    { header: w('colCode'), type: 'text', value: (m) => m.codigoMovimento },
    { header: w('colIdentification'), type: 'text', value: (m) => m.indentificacaoMovimento },
    {
      header: w('colMovementStatus'),
      type: 'text',
      value: (m) => inWords(MOVEMENT_STATUS_WORDS, m.statusMovimento, language),
    },
    { header: w('coverage'), type: 'text', value: (m) => m.tipoCobertura },
    { header: w('colFund'), type: 'text', value: (m) => m.codigoFundo },
    {
      header: w('colAccount'),
      type: 'text',
      value: (m) => accountLabel(m.codigoTipoConta, inWords(ACCOUNT_WORDS, trimmed(m.descricaoNomeConta), language)),
    },
    {
      header: w('colContributionType'),
      type: 'text',
      value: (m) => inWords(CONTRIBUTION_TYPE_WORDS, m.tipoContribuicao, language),
    },
    { header: w('colValue'), type: 'number', number: 'brl', value: (m) => m.valorMovimento },
    { header: w('colQuotas'), type: 'number', number: 'quota', value: (m) => m.quantidadeCotasMovimento },
    { header: w('colNominalValue'), type: 'number', number: 'brl', value: (m) => m.valorNominal },
    { header: w('colQuotaBalance'), type: 'number', number: 'quota', value: (m) => m.saldoMovimentoCota },
    { header: w('colOriginalDate'), type: 'date', value: (m) => m.dataOriginal },
    { header: w('certificate'), type: 'text', value: (m) => m.numeroCertificado },
  ];
}

export const movementColumns = movementColumnsIn('pt-BR');

/** "01 - Conta do participante", or whichever half is present. */
function accountLabel(code: string | null, name: string | null | undefined): string | null {
  const c = trimmed(code) || null;
  const n = trimmed(name) || null;
  return c && n ? `${c} - ${n}` : (c ?? n);
}

/** The balance's columns in the statement's language (D571), from the statement's one table. */
export function balanceColumnsIn(language: Language): ReadonlyArray<ExportColumn<BalanceRow>> {
  const w = statementWords(language);
  return [
    { header: w('colDate'), type: 'date', value: (b) => b.dataMovimento },
    { header: w('colType'), type: 'text', value: (b) => inWords(MOVEMENT_TYPE_WORDS, b.tipoMovimento, language) },
    { header: w('colDescription'), type: 'text', value: (b) => b.descricaoMovimento },
    { header: w('colCode'), type: 'text', value: (b) => b.codigoMovimento },
    { header: w('colIdentification'), type: 'text', value: (b) => b.identificacaoMovimento },
    { header: w('colValue'), type: 'number', number: 'brl', value: (b) => b.valorMovimento },
    { header: w('colQuotas'), type: 'number', number: 'quota', value: (b) => b.quantidadeCotasMovimento },
    { header: w('colNominalValue'), type: 'number', number: 'brl', value: (b) => b.valorNominal },
    { header: w('colConversionDate'), type: 'date', value: (b) => b.dataConversaoCota },
    {
      header: w('colConversionQuotaValue'),
      type: 'number',
      number: 'quota',
      value: (b) => b.valorConversaoCota,
    },
    { header: w('colQuotaBalance'), type: 'number', number: 'quota', value: (b) => b.saldoMovimentoCota },
    { header: w('colOriginalDate'), type: 'date', value: (b) => b.dataOriginal },
    { header: w('certificate'), type: 'text', value: (b) => b.numeroCertificado },
  ];
}

export const balanceColumns = balanceColumnsIn('pt-BR');

/** pt-BR names of the portability statuses (codes 0–5, see PORTABILITY_STATUS). */
export const PORTABILITY_STATUS_LABELS: Readonly<
  Record<(typeof PORTABILITY_STATUS)[keyof typeof PORTABILITY_STATUS], string>
> = {
  InicioProcessamento: 'Início do processamento',
  EmProcessamento: 'Em processamento',
  ProcessadoComCritica: 'Processado com crítica',
  Processado: 'Processado',
  Erro: 'Erro',
  Cancelado: 'Cancelado',
};

/** The status's pt-BR name from its code (0–5, as number or text); unknown codes are shown as given. */
export function portabilityStatusName(status: number | string | null | undefined): string | undefined {
  if (status === null || status === undefined || status === '') return undefined;
  const name = (PORTABILITY_STATUS as Record<string, keyof typeof PORTABILITY_STATUS_LABELS | undefined>)[
    String(status).trim()
  ];
  return name !== undefined ? PORTABILITY_STATUS_LABELS[name] : String(status);
}

/** As the service sent it: the CPF column is masked by exportColumnsFor. */
const portabilityTable: ReadonlyArray<ExportColumn<PortabilityRow>> = [
  { header: 'Solicitação', type: 'text', value: (p) => p.numeroSolicitacao },
  { header: 'Data da solicitação', type: 'date', value: (p) => p.dataSolicitacao },
  { header: 'Participante', type: 'text', value: (p) => trimmed(p.participante) },
  { header: 'CPF', type: 'text', cpf: 'customer-or-other', value: (p) => p.cpf },
  { header: 'Matrícula', type: 'text', value: (p) => p.matricula },
  { header: 'Situação', type: 'text', value: (p) => portabilityStatusName(p.statusPortabilidade) },
];

export const incomeColumns: ReadonlyArray<ExportColumn<IncomeRow>> = [
  { header: 'Processo de renda', type: 'text', value: (r) => r.numeroProcessoRenda },
  { header: 'Certificado', type: 'text', value: (r) => r.numeroCertificado },
  { header: 'Assistido', type: 'text', value: (r) => trimmed(r.assistido) },
  { header: 'Solicitante', type: 'text', value: (r) => trimmed(r.solicitanteRenda) },
  { header: 'Situação', type: 'text', value: (r) => inWords(STATUS_WORDS, r.statusProcessoRenda) },
  { header: 'Tipo de renda', type: 'text', value: (r) => inWords(INCOME_TYPE_WORDS, r.tipoRenda) },
  { header: 'Renda inicial (R$)', type: 'number', number: 'brl', value: (r) => r.rendaInicial },
  { header: 'Renda atual (R$)', type: 'number', number: 'brl', value: (r) => r.valorRendaAtual },
  { header: 'Índice financeiro', type: 'text', value: (r) => inWords(INDEX_WORDS, r.indiceFinanceiro) },
  {
    header: 'Periodicidade de reajuste',
    type: 'text',
    value: (r) => inWords(PERIODICITY_WORDS, r.periodicidadeAtualizacaoRenda),
  },
  { header: 'Meses de defasagem do índice', type: 'number', number: 'integer', value: (r) => r.mesesDefasagemIndice },
  { header: 'Data do evento', type: 'date', value: (r) => r.dataEvento },
  { header: 'Data de concessão', type: 'date', value: (r) => r.dataConcessaoRenda },
  { header: 'Início do benefício', type: 'date', value: (r) => r.dataInicioBeneficio },
  { header: 'Próximo pagamento', type: 'date', value: (r) => r.dataProximoPagamento },
  { header: 'Próximo reajuste', type: 'date', value: (r) => r.dataProximoReajuste },
  {
    header: 'Próxima distribuição de excedente',
    type: 'date',
    value: (r) => r.dataProximaDistribuicaoExcedenteFinanceiro,
  },
  { header: 'Data de cancelamento', type: 'date', value: (r) => r.dataCancelamento },
];

/** As the service sent it: the CPF column is masked by exportColumnsFor. */
const beneficiaryTable: ReadonlyArray<ExportColumn<BeneficiaryRow>> = [
  { header: 'Nome', type: 'text', value: (b) => trimmed(b.nome) },
  { header: 'CPF', type: 'text', cpf: 'third-party', value: (b) => b.identificacaoPessoaBenefciario },
  { header: 'Data de nascimento', type: 'date', value: (b) => b.dataNascimento },
  { header: 'Participação (%)', type: 'number', number: 'percent', value: (b) => b.percentualParticipacaoRenda },
  { header: 'Sexo', type: 'text', value: (b) => inWords(SEX_WORDS, b.sexo) },
  { header: 'Parentesco', type: 'text', value: (b) => inWords(RELATIONSHIP_WORDS, b.tipoRelacionamento) },
];

export const ENVIRONMENT_LABELS: Readonly<Record<EnvironmentName, string>> = ENVIRONMENT_WORDS['pt-BR'];

/** "Certificado: 000000100231 | Formato: Excel (.xlsx)", in the entry's order, each identifier by its name in words. */
function identifiersCell(identifiers: Record<string, string> | undefined): string {
  return identifierPairs(identifiers, 'pt-BR')
    .map(([name, value]) => `${name}: ${value}`)
    .join(' | ');
}

/** The journal keeps the CPF masked already; the column says it holds one all the same, so nothing could undo that. */
const historyTable: ReadonlyArray<ExportColumn<HistoryRow>> = [
  { header: 'Data/hora', type: 'datetime', value: (e) => e.startedAt },
  { header: 'Usuário', type: 'text', value: (e) => e.user },
  { header: 'Ambiente', type: 'text', value: (e) => ENVIRONMENT_LABELS[e.environment] ?? e.environment },
  { header: 'Operação', type: 'text', value: (e) => e.title },
  { header: 'Cliente (CPF mascarado)', type: 'text', cpf: 'third-party', value: (e) => e.customerCpfMasked },
  { header: 'Identificadores', type: 'text', value: (e) => identifiersCell(e.identifiers) },
  { header: 'Situação', type: 'text', value: (e) => JOURNAL_STATUS_WORDS['pt-BR'][e.status] ?? e.status },
  { header: 'Protocolo', type: 'text', value: (e) => e.result?.protocol },
  { header: 'Mensagens', type: 'text', value: (e) => reasonsOf(e.result, 'pt-BR').join(' | ') || undefined },
];

/** The columns as the service's values come, CPFs included: only exportColumnsFor reads them. */
const COLUMN_TABLES: { readonly [K in ExportKind]: ReadonlyArray<ExportColumn<ExportRowByKind[K]>> } = {
  movements: movementColumns,
  balance: balanceColumns,
  portability: portabilityTable,
  income: incomeColumns,
  beneficiaries: beneficiaryTable,
  history: historyTable,
};

/** Whose CPF an export may show in full: the customer's, when the employee revealed it and the format has a heading (D181). */
export interface CpfReveal {
  revealedCpf?: string | undefined;
}

/** The statements' tables in a language (D571); the working lists' are pt-BR only. */
function columnTable<K extends ExportKind>(
  kind: K,
  language: Language,
): ReadonlyArray<ExportColumn<ExportRowByKind[K]>> {
  const table =
    language === 'pt-BR'
      ? COLUMN_TABLES[kind]
      : kind === 'movements'
        ? movementColumnsIn(language)
        : kind === 'balance'
          ? balanceColumnsIn(language)
          : COLUMN_TABLES[kind];
  return table as ReadonlyArray<ExportColumn<ExportRowByKind[K]>>;
}

/**
 * The columns a writer gets for one export (D191): every CPF column's cells
 * masked (cpfCellText), but the customer's own CPF in a column that may hold
 * it when `revealedCpf` names it. A CSV has no reveal: masked always. The
 * statements' columns are in the document's language (D571).
 */
export function exportColumnsFor<K extends ExportKind>(
  kind: K,
  reveal: CpfReveal = {},
  language: Language = 'pt-BR',
): ReadonlyArray<ExportColumn<ExportRowByKind[K]>> {
  const table = columnTable(kind, language);
  return table.map((column) => {
    if (column.cpf === undefined) return column;
    const revealed = column.cpf === 'customer-or-other' ? reveal.revealedCpf : undefined;
    const read = column.value;
    return { ...column, value: (row: ExportRowByKind[K]) => cpfCellText(read(row), revealed) };
  });
}

/** Every export's columns with no CPF revealed, by the request's `kind`. */
export const EXPORT_COLUMNS: { readonly [K in ExportKind]: ReadonlyArray<ExportColumn<ExportRowByKind[K]>> } = {
  movements: exportColumnsFor('movements'),
  balance: exportColumnsFor('balance'),
  portability: exportColumnsFor('portability'),
  income: exportColumnsFor('income'),
  beneficiaries: exportColumnsFor('beneficiaries'),
  history: exportColumnsFor('history'),
};

export const portabilityColumns = EXPORT_COLUMNS.portability;
export const beneficiaryColumns = EXPORT_COLUMNS.beneficiaries;
export const historyColumns = EXPORT_COLUMNS.history;
