/**
 * Main process. The words of the request receipt ("Comprovante de solicitação", D360), pt-BR and English: the
 * document is written in the document's language (D571). Field names and values of what was sent come from the journal's
 * detail words (src-shared/ipc/journal-detail-words.ts), the identifiers' from journal-identifier-words.ts.
 */
import type { WriteOperationId } from '../../../src-shared/contract';
import { defineMessages, type Dictionary } from '../../../src-shared/words/dictionary';
import { DOCUMENT_TITLES } from '../../../src-shared/words/document-titles';

export const receiptWords = defineMessages(
  {
    title: DOCUMENT_TITLES['pt-BR'].receipt,
    requested: 'O que foi solicitado',
    outcome: 'Resultado',
    identification: 'Identificação',
    customer: 'Cliente',
    customerUnknown: 'não informado no registro da solicitação',
    requestedAt: 'Solicitada em',
    answeredAt: 'Resposta do serviço em',
    issuedAt: 'Comprovante emitido em',
    at: '{at} (horário de Brasília)',
    atBy: '{at} (horário de Brasília), por {user}',
    environment: 'Ambiente',
    sandboxMark: 'SANDBOX — sem valor',
    sent: 'Enviada e aceita pelo serviço.',
    refused: 'Recusada pelo serviço: a solicitação não foi feita.',
    notSent: 'Não enviada: o serviço não recebeu a solicitação.',
    unknown: 'Resultado desconhecido.',
    unknownWarning:
      'Este comprovante não é uma confirmação: a resposta do serviço não chegou e não se sabe se a solicitação foi registrada. Ela só deve ser considerada feita depois de conferida.',
    serviceReason: 'Motivo informado pelo serviço: {reason}',
    noServiceReason: 'O serviço não informou o motivo.',
    reason: 'Motivo: {reason}',
    checkedConcluded: 'Conferida depois por {by} em {at}: concluída.',
    checkedNotConcluded: 'Conferida depois por {by} em {at}: não concluída.',
    checkedProtocol: 'Protocolo encontrado na conferência: {protocol}',
    protocol: 'Protocolo do serviço',
    reference: 'Referência do Balcão',
    referenceNote:
      'O serviço não deu protocolo a esta solicitação. A referência acima é a do seu registro no Histórico do Balcão, onde pode ser procurada.',
    fund: 'Fundo {code}',
    fundShare: '{share} do valor',
    truncated: '{value}… (início do valor, como o Histórico o guarda)',
    masked: 'Dados pessoais aparecem mascarados, como o Balcão os registra.',
    nothingSent: 'O registro desta solicitação não guarda o que foi enviado.',
    signature: 'Assinatura do cliente',
    signatureDate: 'Data: ____/____/________',
    page: 'página',
    of: 'de',
  },
  {
    title: DOCUMENT_TITLES.en.receipt,
    requested: 'What was requested',
    outcome: 'Outcome',
    identification: 'Identification',
    customer: 'Customer',
    customerUnknown: 'not stated in the record of the request',
    requestedAt: 'Requested on',
    answeredAt: "Service's answer on",
    issuedAt: 'Receipt issued on',
    at: '{at} (Brasília time)',
    atBy: '{at} (Brasília time), by {user}',
    environment: 'Environment',
    sandboxMark: 'SANDBOX — no value',
    sent: 'Sent and accepted by the service.',
    refused: 'Refused by the service: the request was not carried out.',
    notSent: 'Not sent: the service did not receive the request.',
    unknown: 'Outcome unknown.',
    unknownWarning:
      "This receipt is not a confirmation: the service's answer never arrived and it is not known whether the request was recorded. It should be taken as done only once checked.",
    serviceReason: 'Reason given by the service: {reason}',
    noServiceReason: 'The service gave no reason.',
    reason: 'Reason: {reason}',
    checkedConcluded: 'Checked afterwards by {by} on {at}: completed.',
    checkedNotConcluded: 'Checked afterwards by {by} on {at}: not completed.',
    checkedProtocol: 'Protocol found by the check: {protocol}',
    protocol: "Service's protocol",
    reference: 'Balcão reference',
    referenceNote:
      "The service gave this request no protocol. The reference above is that of its record in Balcão's History, where it can be searched for.",
    fund: 'Fund {code}',
    fundShare: '{share} of the amount',
    truncated: '{value}… (start of the value, as the History keeps it)',
    masked: 'Personal data appears masked, as Balcão records it.',
    nothingSent: 'The record of this request does not keep what was sent.',
    signature: "Customer's signature",
    signatureDate: 'Date: ____/____/________',
    page: 'page',
    of: 'of',
  },
);

export type ReceiptWordKey = keyof (typeof receiptWords)['pt-BR'];

/** Each write by what the customer asked for, as a noun. */
export const requestNames = defineMessages(
  {
    op2: 'Comunicação de assinatura por hash (vida)',
    op3: 'Aviso de sinistro',
    op4: 'Aporte esporádico',
    op5: 'Alteração dos dados de pagamento do título de capitalização',
    op6: 'Comunicação de assinatura de proposta (previdência)',
    op7: 'Data de assinatura da proposta (vida)',
  },
  {
    op2: 'Signature hash report (life)',
    op3: 'Claim notice',
    op4: 'One-off contribution',
    op5: 'Change of the capitalization title’s payment data',
    op6: 'Proposal signature report (pension)',
    op7: 'Proposal signature date (life)',
  },
) satisfies Dictionary<WriteOperationId>;
