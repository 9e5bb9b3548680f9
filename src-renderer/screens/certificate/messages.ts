/** Renderer. Texts of the certificate screen and its tabs, pt-BR first and English second. */
import { defineMessages, dictionaries } from '../../i18n/i18n';
import { SUMMARY_KIND_WORDS } from '../../../src-shared/statements/period-summary';
import pt from './messages.pt-BR.json';
import en from './messages.en.json';

export const {
  certificateScreenMessages,
  movementsTabMessages,
  collectionTabMessages,
  bankOfCodeMessages,
  balanceTabMessages,
  fundBalancesMessages,
  incomeTabMessages,
  responsibleTabMessages,
  movementDetailMessages,
  columnsMenuMessages,
  /** Why a fund's final balance is uncertain, or how its undated latest entry was placed (LatestBalanceNote, D250). */
  latestBalanceMessages,
} = dictionaries(pt, en);

export const periodSummaryMessages = defineMessages(
  {
    title: 'Resumo do período',
    wholeHistory: 'todo o histórico',
    period: '{from} a {to}',
    since: 'desde {from}',
    until: 'até {to}',
    fund: 'Fundo {fund}',
    coverage: 'cobertura {coverage}',
    noFund: 'Fundo não informado',
    certificate: 'Certificado (todos os fundos), em R$',
    line: 'Linha',
    reais: 'R$',
    quotas: 'Cotas',
    opening: 'Saldo inicial',
    closing: 'Saldo final',
    atQuota: '(cota de {date})',
    // The kinds as the statements word them: one wording for the screen and the documents.
    ...SUMMARY_KIND_WORDS['pt-BR'],
    valuation: 'Variação do valor da cota',
    notEstablished: 'não apurado',
    reconciled: 'Conciliado: saldo inicial + movimentações processadas do período = saldo final, em cotas.',
    totalReconciled: 'Conciliado: a soma dos fundos fecha com o saldo final.',
    notReconciled: 'Não foi possível conciliar:',
    allReconciled: 'conciliado',
    someNotReconciled: 'não concilia',
    rule: 'Soma só as movimentações processadas do período, de todos os tipos e fundos (os filtros de tipo, fundo e texto não se aplicam). Saldos em R$: cotas × valor da última cota informada até a data; a diferença é a variação do valor da cota.',
    loading: 'Calculando o resumo…',
  },
  {
    title: 'Period summary',
    wholeHistory: 'whole history',
    period: '{from} to {to}',
    since: 'since {from}',
    until: 'until {to}',
    fund: 'Fund {fund}',
    coverage: 'coverage {coverage}',
    noFund: 'Fund not informed',
    certificate: 'Certificate (all funds), in R$',
    line: 'Line',
    reais: 'R$',
    quotas: 'Quotas',
    opening: 'Opening balance',
    closing: 'Closing balance',
    atQuota: '(quota of {date})',
    ...SUMMARY_KIND_WORDS.en,
    valuation: "Change in the quota's value",
    notEstablished: 'not established',
    reconciled: 'Reconciled: opening balance + settled movements of the period = closing balance, in quotas.',
    totalReconciled: 'Reconciled: the funds add up to the closing balance.',
    notReconciled: 'Could not reconcile (reason as the statement prints it):',
    allReconciled: 'reconciled',
    someNotReconciled: 'does not reconcile',
    rule: "Adds only the settled movements of the period, of every type and fund (the type, fund and text filters do not apply). Balances in R$: quotas × the latest quota value given up to the day; the difference is the change in the quota's value.",
    loading: 'Working out the summary…',
  },
);
