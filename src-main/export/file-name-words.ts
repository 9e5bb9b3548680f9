/**
 * Main process. The words of a suggested file name, in the document's language: the file is the customer's, so
 * an English statement or receipt is named in English and a pt-BR one in pt-BR, whatever the app's language (the
 * save dialog around it speaks the app's, D650). Every word is lower-case ASCII joined by `-`, safe in a file name on
 * every system; none is personal. A word only one language has fails to compile.
 */
import type { WriteOperationId } from '../../src-shared/contract';
import type { ExportKind, PrintableKind } from '../../src-shared/ipc/inputs';
import type { Language } from '../../src-shared/words/dictionary';

export interface FileNameWords {
  /** A table's file, by what it holds (.xlsx and CSV). */
  tables: Readonly<Record<ExportKind, string>>;
  /** A printable statement's PDF, by the statement's title. */
  statements: Readonly<Record<PrintableKind, string>>;
  /** A receipt's file: what starts it, and what was requested. */
  receipt: string;
  requests: Readonly<Record<WriteOperationId, string>>;
  /** A request the receipt cannot name. */
  request: string;
  /** The period: `<from>-X-<to>-Y`, `<since>-X`, `<until>-Y`. */
  from: string;
  to: string;
  since: string;
  until: string;
  /** Statuses named whole: `<status>-a-<and>-b`. */
  status: string;
  and: string;
  /** Filters named, not written (the digest tells them apart). */
  types: string;
  funds: string;
  search: string;
  registration: string;
  participant: string;
  operations: string;
  /** Identifiers of the path, and an identifier that does not read back whole. */
  coverage: string;
  fund: string;
  process: string;
  id: string;
}

export const FILE_NAME_WORDS: Readonly<Record<Language, FileNameWords>> = {
  'pt-BR': {
    tables: {
      movements: 'movimentacoes',
      balance: 'saldo-detalhado',
      portability: 'portabilidades',
      income: 'processos-de-renda',
      beneficiaries: 'beneficiarios',
      history: 'historico',
    },
    statements: { movements: 'extrato-movimentacoes', balance: 'saldo-e-rentabilidade' },
    receipt: 'comprovante',
    requests: {
      op2: 'assinatura-hash-vida',
      op3: 'aviso-de-sinistro',
      op4: 'aporte-esporadico',
      op5: 'dados-de-pagamento',
      op6: 'assinatura-proposta-previdencia',
      op7: 'data-de-assinatura-proposta',
    },
    request: 'solicitacao',
    from: 'de',
    to: 'a',
    since: 'desde',
    until: 'ate',
    status: 'situacao',
    and: 'e',
    types: 'tipos',
    funds: 'fundos',
    search: 'busca',
    registration: 'matricula',
    participant: 'participante',
    operations: 'operacoes',
    coverage: 'cobertura',
    fund: 'fundo',
    process: 'processo',
    id: 'id',
  },
  en: {
    tables: {
      movements: 'financial-movements',
      balance: 'detailed-balance',
      portability: 'internal-portability-requests',
      income: 'income-processes',
      beneficiaries: 'income-beneficiaries',
      history: 'operations-history',
    },
    statements: { movements: 'statement-of-movements', balance: 'balance-and-returns' },
    receipt: 'receipt',
    requests: {
      op2: 'signature-hash-life',
      op3: 'claim-notice',
      op4: 'one-off-contribution',
      op5: 'payment-data',
      op6: 'proposal-signature-pension',
      op7: 'proposal-signature-date-life',
    },
    request: 'request',
    from: 'from',
    to: 'to',
    since: 'since',
    until: 'until',
    status: 'status',
    and: 'and',
    types: 'types',
    funds: 'funds',
    search: 'search',
    registration: 'registration',
    participant: 'participant',
    operations: 'operations',
    coverage: 'coverage',
    fund: 'fund',
    process: 'process',
    id: 'id',
  },
};
