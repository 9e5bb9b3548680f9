/**
 * Main process. What a request receipt says (D360–D363), from the journal's own record of the write and
 * nothing else: what was sent (as the journal keeps it, personal data masked), the outcome in words, the
 * service's protocol or else the journal's reference, when and by whom, whose, and where. A pure function:
 * the document (receipt-document.ts) only lays it out.
 */
import { formatCpf, maskCpf } from '../../../src-shared/cpf';
import { isWriteOperation, type WriteOperationId } from '../../../src-shared/contract';
import { formatDateTimeBR } from '../../../src-shared/format/calendar-date';
import { formatPercent } from '../../../src-shared/format/display';
import { journalDetailLabel, journalDetailValue } from '../../../src-shared/ipc/journal-detail-words';
import { journalIdentifierWord } from '../../../src-shared/ipc/journal-identifier-words';
import type { Language } from '../../../src-shared/words/dictionary';
import { reasonsOf } from '../../../src-shared/words/journal-reasons';
import { codeInWords, hasCodeWords } from '../../../src-shared/words/line-words';
import { serviceReasons } from '../../api-client/gateway-boilerplate';
import { MAX_DETAIL_VALUE_CHARS } from '../../journal/journal-details';
import type { JournalEntry } from '../../journal/journal-types';
import { ENVIRONMENT_WORDS } from '../../../src-shared/words/environment-words';
import { type ReceiptWordKey, receiptWords, requestNames } from './receipt-words';

export type ReceiptOutcome = 'sent' | 'refused' | 'not-sent' | 'unknown';

export interface ReceiptItem {
  label: string;
  value: string;
}

export interface ReceiptContent {
  language: Language;
  company: string;
  title: string;
  headings: { outcome: string; requested: string; identification: string };
  /** What the customer asked for, as a noun ("Aporte esporádico"). */
  request: string;
  outcome: { kind: ReceiptOutcome; headline: string; lines: string[]; warning?: string };
  /** The service's protocol, or the journal's reference with a note saying which it is. */
  reference: ReceiptItem & { note?: string };
  requested: ReceiptItem[];
  requestedNote: string;
  identification: ReceiptItem[];
  /** "SANDBOX — sem valor" when the write went to the sandbox. */
  mark?: string;
  signature: { caption: string; date: string };
  /** "página" / "de", for the page counter of the footer. */
  pageWords: { page: string; of: string };
}

export interface ReceiptContext {
  /** The write as the journal recorded it (a finished write: succeeded, failed or unknown). */
  entry: JournalEntry & { action: WriteOperationId };
  language: Language;
  company: string;
  /** The customer: the full CPF only when it was checked to be the entry's, the name as the service gave it. */
  customer: { cpf?: string; cpfRevealed: boolean; name?: string };
  issuedAt: Date;
  /** The login of the employee issuing the receipt. */
  issuedBy: string;
}

/** The fields whose values are codes of the contract's enumerations: said in words, never as the code. */
const CODE_FIELDS = new Set(['linhaNegocio', 'linhaDeNegocio', 'tipoDocumento', 'tipoAssinatura']);
const FUND = /^fundos\.(\d+)\.(codigo|percentualDistribuicao)$/;

export function isReceiptEntry(entry: JournalEntry): entry is JournalEntry & { action: WriteOperationId } {
  return entry.action !== 'export' && entry.action !== 'cpf-reveal' && isWriteOperation(entry.action);
}

/** How the write ended, for the customer: only a status the journal recorded (a write still under way has none). */
export function receiptOutcomeOf(entry: JournalEntry): ReceiptOutcome | undefined {
  switch (entry.status) {
    case 'succeeded':
      return 'sent';
    case 'unknown':
      return 'unknown';
    case 'failed':
      // An HTTP status is an answer: the service refused. Without one the request never reached it.
      return entry.result?.httpStatus !== undefined ? 'refused' : 'not-sent';
    default:
      return undefined;
  }
}

export function receiptContent(context: ReceiptContext): ReceiptContent {
  const { entry, language } = context;
  const w = (key: ReceiptWordKey, values: Record<string, string> = {}) =>
    receiptWords[language][key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  const kind = receiptOutcomeOf(entry);
  if (kind === undefined) throw new Error('A write still under way has no receipt.');
  const atBy = (at: string, user: string) => w('atBy', { at: formatDateTimeBR(at), user });
  const protocol = entry.result?.protocol;
  const sandbox = entry.environment === 'sandbox';
  return {
    language,
    company: context.company,
    title: w('title'),
    headings: { outcome: w('outcome'), requested: w('requested'), identification: w('identification') },
    request: requestNames[language][entry.action],
    outcome: outcomeOf(entry, kind, language, w),
    reference: protocol
      ? { label: w('protocol'), value: protocol }
      : { label: w('reference'), value: entry.id, note: w('referenceNote') },
    requested: requestedItems(entry, language, w),
    requestedNote: entry.details ? w('masked') : w('nothingSent'),
    identification: [
      { label: w('customer'), value: customerWords(entry, context.customer) ?? w('customerUnknown') },
      { label: w('requestedAt'), value: atBy(entry.startedAt, entry.user) },
      // A lost answer has no time of answer: the time the attempt ended is not the service's.
      ...(entry.finishedAt && kind !== 'unknown' && kind !== 'not-sent'
        ? [{ label: w('answeredAt'), value: w('at', { at: formatDateTimeBR(entry.finishedAt) }) }]
        : []),
      { label: w('issuedAt'), value: atBy(context.issuedAt.toISOString(), context.issuedBy) },
      { label: w('environment'), value: sandbox ? w('sandboxMark') : ENVIRONMENT_WORDS[language][entry.environment] },
    ],
    ...(sandbox ? { mark: w('sandboxMark') } : {}),
    signature: { caption: w('signature'), date: w('signatureDate') },
    pageWords: { page: w('page'), of: w('of') },
  };
}

type Words = (key: ReceiptWordKey, values?: Record<string, string>) => string;

function outcomeOf(entry: JournalEntry, kind: ReceiptOutcome, language: Language, w: Words): ReceiptContent['outcome'] {
  const messages = entry.result?.messages ?? [];
  switch (kind) {
    case 'sent':
      return { kind, headline: w('sent'), lines: [] };
    case 'refused': {
      const reasons = serviceReasons(messages);
      return {
        kind,
        headline: w('refused'),
        lines: [reasons.length > 0 ? w('serviceReason', { reason: reasons.join(' ') }) : w('noServiceReason')],
      };
    }
    case 'not-sent':
      return {
        kind,
        headline: w('notSent'),
        lines: reasonsOf(entry.result, language).map((reason) => w('reason', { reason })),
      };
    case 'unknown': {
      const lines: string[] = [];
      const check = entry.resolution;
      if (check) {
        const values = { by: check.by, at: formatDateTimeBR(check.at) };
        lines.push(w(check.outcome === 'concluded' ? 'checkedConcluded' : 'checkedNotConcluded', values));
        if (check.protocol) lines.push(w('checkedProtocol', { protocol: check.protocol }));
      }
      return { kind, headline: w('unknown'), lines, warning: w('unknownWarning') };
    }
  }
}

/** The identifiers of the write (certificate, title, proposal), then what its body sent, in words. */
function requestedItems(entry: JournalEntry, language: Language, w: Words): ReceiptItem[] {
  const items: ReceiptItem[] = Object.entries(entry.identifiers)
    // The signed document's id is in the body too, where it is named with the rest of the signature.
    .filter(([key]) => key !== 'idDocumento')
    .map(([key, value]) => ({ label: journalIdentifierWord(key, language), value }));
  const details = entry.details ?? {};
  const funds = new Map<number, { code?: string; share?: string }>();
  for (const [path, value] of Object.entries(details)) {
    const fund = FUND.exec(path);
    if (fund) {
      const n = Number(fund[1]);
      const row = funds.get(n) ?? {};
      if (fund[2] === 'codigo') row.code = value;
      else row.share = value;
      funds.set(n, row);
      continue;
    }
    const field = path.split('.').at(-1) ?? '';
    const shown =
      CODE_FIELDS.has(field) && hasCodeWords(value)
        ? codeInWords(value, language)
        : journalDetailValue(path, value, language);
    // The journal keeps the first characters of a long value: the receipt says so rather than pass them as whole.
    items.push({
      label: journalDetailLabel(path, language),
      value: value.length >= MAX_DETAIL_VALUE_CHARS ? w('truncated', { value: shown }) : shown,
    });
  }
  for (const [n, fund] of [...funds].sort(([a], [b]) => a - b)) {
    const share = Number(fund.share);
    items.push({
      label: fund.code !== undefined ? w('fund', { code: fund.code }) : journalDetailLabel(`fundos.${n}`, language),
      value:
        fund.share !== undefined && Number.isFinite(share)
          ? w('fundShare', { share: formatPercent(share, 2, language) })
          : '—',
    });
  }
  return items;
}

/** "Name — CPF ***.456.789-**": the full CPF only when checked and revealed; undefined when the entry names nobody. */
function customerWords(entry: JournalEntry, customer: ReceiptContext['customer']): string | undefined {
  const cpf = customer.cpf
    ? customer.cpfRevealed
      ? formatCpf(customer.cpf)
      : maskCpf(customer.cpf)
    : entry.customerCpfMasked;
  const parts = [customer.name?.trim(), cpf ? `CPF ${cpf}` : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(' — ') : undefined;
}
