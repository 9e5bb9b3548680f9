/** Renderer. Texts of the write dialogs (Op2–Op7) and their flow, pt-BR first and English second. */
import type { JournalStatus } from '../../src-shared/ipc/views';
import { JOURNAL_STATUS_WORDS } from '../../src-shared/words/journal-status-words';
import { defineMessages } from '../i18n/i18n';

export const writeDialogFrameMessages = defineMessages(
  {
    review: 'Revisar envio',
    cancel: 'Cancelar',
    sending: 'Enviando… Não feche o Balcão até a resposta chegar.',
    done: 'Operação concluída',
    notRecorded: 'Concluída, mas não registrada no Histórico',
    close: 'Fechar',
    otherProblems: 'Outros problemas informados:',
    serviceSaidField: 'O serviço informou: {text}',
    sendAgain: 'Enviar de novo',
  },
  {
    review: 'Review request',
    cancel: 'Cancel',
    sending: 'Sending… Do not close Balcão until the answer arrives.',
    done: 'Operation completed',
    notRecorded: 'Completed, but not recorded in the History',
    close: 'Close',
    otherProblems: 'Other problems reported:',
    serviceSaidField: 'The service said: {text}',
    sendAgain: 'Send again',
  },
);

export const reviewStepMessages = defineMessages(
  {
    intro: 'Confira o que será enviado. Nada foi enviado ainda.',
    summary: 'Resumo do envio',
    field: 'Campo',
    value: 'Valor',
    json: 'Corpo da requisição (JSON)',
    technicalDetails: 'Detalhes técnicos',
    back: 'Voltar e corrigir',
    confirm: 'Confirmar e enviar',
    customer: 'Cliente',
    sessionEndedTitle: 'Sua sessão terminou',
    sessionEnded: 'Entre de novo para enviar. Nada foi enviado, e o que você preencheu continua aqui.',
    signIn: 'Entrar de novo',
  },
  {
    intro: 'Check what will be sent. Nothing has been sent yet.',
    summary: 'Summary of the request',
    field: 'Field',
    value: 'Value',
    json: 'Request body (JSON)',
    technicalDetails: 'Technical details',
    back: 'Back and fix',
    confirm: 'Confirm and send',
    customer: 'Customer',
    sessionEndedTitle: 'Your session has ended',
    sessionEnded: 'Sign in again to send. Nothing was sent, and what you filled in stays here.',
    signIn: 'Sign in again',
  },
);

export const leaveCustomerQuestionMessages = defineMessages(
  {
    title: 'Terminar esta operação antes?',
    body: 'Esta janela é de {whose}. Antes de abrir {target}, envie a operação ou descarte o que foi preenchido.',
    bodyDone: 'A operação de {whose} foi concluída. Fechar esta janela e abrir {target}?',
    bodySending: 'O envio de {whose} está em andamento: aguarde a resposta antes de abrir {target}.',
    targetCustomer: 'o cliente {who}',
    targetScreen: 'outra tela',
    keep: 'Voltar à operação',
    discard: 'Descartar e abrir',
    closeAndGo: 'Fechar e abrir',
  },
  {
    title: 'Finish this operation first?',
    body: 'This window is for {whose}. Before opening {target}, send the operation or discard what was filled in.',
    bodyDone: 'The operation for {whose} is complete. Close this window and open {target}?',
    bodySending: 'The request for {whose} is being sent: wait for the answer before opening {target}.',
    targetCustomer: 'customer {who}',
    targetScreen: 'another screen',
    keep: 'Back to the operation',
    discard: 'Discard and open',
    closeAndGo: 'Close and open',
  },
);

export const wrongCustomerMessages = defineMessages(
  {
    title: 'Nada foi enviado: outro cliente na tela',
    body: 'Esta operação é de {whose}, mas a tela mostra {onScreen}. Abra {whose} de novo para enviar, ou descarte esta operação.',
    noCustomer: 'nenhum cliente',
  },
  {
    title: 'Nothing was sent: another customer on screen',
    body: 'This operation is for {whose}, but the screen shows {onScreen}. Open {whose} again to send it, or discard this operation.',
    noCustomer: 'no customer',
  },
);

export const duplicateWarningMessages = defineMessages(
  {
    title: 'Esta operação parece já ter sido enviada',
    sentAt: 'Enviada em: {when}',
    status: 'Situação: {status}',
    protocol: 'Protocolo: {protocol}',
    advice: 'Confira no Histórico ou com o cliente. Envie de novo só se tiver certeza de que não é uma duplicidade.',
    sendAnyway: 'Enviar mesmo assim',
    back: 'Voltar ao formulário',
    history: 'Abrir o histórico',
  },
  {
    title: 'This operation seems to have been sent already',
    sentAt: 'Sent at: {when}',
    status: 'Status: {status}',
    protocol: 'Protocol: {protocol}',
    advice: 'Check the History or with the customer. Send again only if you are sure it is not a duplicate.',
    sendAnyway: 'Send anyway',
    back: 'Back to the form',
    history: 'Open history',
  },
);

export const protocolResultMessages = defineMessages(
  { protocol: 'Protocolo', copy: 'Copiar protocolo', copied: 'Copiado' },
  { protocol: 'Protocol', copy: 'Copy protocol', copied: 'Copied' },
);

export const claimNoticeDialogMessages = defineMessages(
  {
    title: 'Aviso de sinistro',
    customer: 'Cliente (CPF)',
    insuredName: 'Nome do segurado',
    birthDate: 'Data de nascimento do segurado',
    lineOfBusiness: 'Linha de negócio',
    email: 'E-mail',
    prefilled: 'Segurado preenchido com os dados do cliente: altere se for outra pessoa.',
    death: 'Aviso por morte do segurado',
    deathOnRecord: 'O cadastro do cliente registra o óbito.',
    yes: 'Sim',
    claimantEmail: 'E-mail de quem comunica',
    claimantEmailHint: 'De quem comunica o aviso (familiar, beneficiário), não o do segurado falecido.',
    recordUnreadable: 'Não foi possível ler o cadastro do cliente: confira a linha de negócio antes de enviar.',
    noClaimLine:
      'O cadastro não mostra produto de Vida nem de Previdência para este cliente: o aviso de sinistro não pode ser aberto.',
    success: 'Aviso de sinistro aberto. Protocolo {protocol}.',
    successNoProtocol: 'Aviso de sinistro aberto. Protocolo não informado pelo serviço; confira no Histórico.',
  },
  {
    title: 'Claim notice',
    customer: 'Customer (CPF)',
    insuredName: 'Insured name',
    birthDate: 'Insured date of birth',
    lineOfBusiness: 'Line of business',
    email: 'E-mail',
    prefilled: "Insured filled in with the customer's data: change it if it is someone else.",
    death: "Notice of the insured's death",
    deathOnRecord: "The customer's record registers the death.",
    yes: 'Yes',
    claimantEmail: 'E-mail of the person reporting',
    claimantEmailHint: 'Of the person reporting the claim (family, a beneficiary), not of the deceased insured.',
    recordUnreadable: "The customer's record could not be read: check the line of business before sending.",
    noClaimLine: 'The record shows no Life or Pension product for this customer: a claim notice cannot be opened.',
    success: 'Claim notice opened. Protocol {protocol}.',
    successNoProtocol: 'Claim notice opened. Protocol number not sent by the service; check the History.',
  },
);

export const contributionDialogMessages = defineMessages(
  {
    title: 'Aporte esporádico',
    customer: 'Cliente (CPF)',
    certificate: 'Certificado',
    amount: 'Valor do aporte (R$)',
    amountHint: 'Ex.: 1.234,56',
    fundLine: 'Fundo {code}',
    recipient: 'E-mail do destinatário (opcional)',
    copy: 'E-mail em cópia (opcional)',
    none: '—',
    success: 'Aporte de {amount} solicitado no certificado {certificate}. Ele aparece como pendente nas movimentações.',
  },
  {
    title: 'One-off contribution',
    customer: 'Customer (CPF)',
    certificate: 'Certificate',
    amount: 'Contribution amount (R$)',
    amountHint: 'E.g. 1.234,56',
    fundLine: 'Fund {code}',
    recipient: 'Recipient e-mail (optional)',
    copy: 'Copy e-mail (optional)',
    none: '—',
    success: 'Contribution of {amount} requested on certificate {certificate}. It shows as pending in the movements.',
  },
);

export const fundRowsMessages = defineMessages(
  {
    legend: 'Distribuição entre fundos',
    fund: 'Código do fundo {n}',
    percent: 'Percentual do fundo {n} (%)',
    remove: 'Remover fundo {n}',
    add: 'Adicionar fundo',
    total: 'Total: {total}%',
    fundHint: 'Escolha um fundo do certificado ou digite o código.',
  },
  {
    legend: 'Distribution between funds',
    fund: 'Fund {n} code',
    percent: 'Fund {n} percentage (%)',
    remove: 'Remove fund {n}',
    add: 'Add fund',
    total: 'Total: {total}%',
    fundHint: 'Pick one of the certificate’s funds or type its code.',
  },
);

export const paymentDataDialogMessages = defineMessages(
  {
    title: 'Dados de pagamento do título',
    customer: 'Cliente (CPF)',
    titleNumber: 'Título',
    bank: 'Banco (código)',
    bankHint: 'Digite o código ou o nome (ex.: 341 ou Itaú).',
    bankNotFound: 'Nenhum banco da lista COMPE com esse código ou nome.',
    branch: 'Agência',
    branchHint: 'Até {digits} dígitos; o dígito verificador, se houver, depois do hífen (ex.: 1234-5).',
    account: 'Conta',
    accountHint: 'Até {digits} dígitos; o dígito verificador depois do hífen (ex.: 12345-6 ou 12345-X).',
    success: 'Dados de pagamento do título {title} alterados.',
  },
  {
    title: 'Title payment data',
    customer: 'Customer (CPF)',
    titleNumber: 'Title',
    bank: 'Bank (code)',
    bankHint: 'Type the code or the name (e.g. 341 or Itaú).',
    bankNotFound: 'No bank of the COMPE list has that code or name.',
    branch: 'Branch',
    branchHint: 'Up to {digits} digits; the check digit, if any, after a hyphen (e.g. 1234-5).',
    account: 'Account',
    accountHint: 'Up to {digits} digits; the check digit after a hyphen (e.g. 12345-6 or 12345-X).',
    success: 'Payment data of title {title} changed.',
  },
);

export const lifeSignatureHashDialogMessages = defineMessages(
  {
    title: 'Comunicar hash de assinatura (vida)',
    fixed: 'Linha de negócio: Vida · Tipo de documento: Proposta · Tipo de assinatura: Hash',
  },
  {
    title: 'Communicate signature hash (life)',
    fixed: 'Line of business: Life · Document type: Proposal · Signature type: Hash',
  },
);

export const pensionSignatureDialogMessages = defineMessages(
  {
    title: 'Comunicar assinatura de proposta (previdência)',
    fixed: 'Linha de negócio: Previdência · Tipo de documento: Proposta',
    document: 'Documento anexado',
    noDocument: 'Nenhum',
    documentInJson: '‹conteúdo de {name} em base64: {length} caracteres›',
    documentNote: 'O conteúdo do documento foi abreviado nesta visualização; ele é enviado por inteiro.',
  },
  {
    title: 'Communicate proposal signature (pension)',
    fixed: 'Line of business: Pension · Document type: Proposal',
    document: 'Attached document',
    noDocument: 'None',
    documentInJson: '‹content of {name} in base64: {length} characters›',
    documentNote: 'The document content is abbreviated in this view; it is sent in full.',
  },
);

export const documentFileInputMessages = defineMessages(
  {
    label: 'Documento assinado (opcional)',
    hint: 'Um PDF de até {max}. Obrigatório quando a assinatura é em papel.',
    tooBig:
      'O arquivo {name} tem {size}; o limite é {max}. Escolha um arquivo menor (por exemplo, digitalizado em resolução mais baixa).',
    unreadable: 'Não foi possível ler o arquivo {name}.',
    choose: 'Escolher arquivo PDF…',
    reading: 'Lendo o arquivo…',
    attached: 'Anexado: {name} ({size})',
    remove: 'Remover arquivo',
  },
  {
    label: 'Signed document (optional)',
    hint: 'A PDF of up to {max}. Required when the signature is on paper.',
    tooBig:
      'The file {name} is {size}; the limit is {max}. Choose a smaller file (e.g. scanned at a lower resolution).',
    unreadable: 'Could not read the file {name}.',
    choose: 'Choose a PDF file…',
    reading: 'Reading the file…',
    attached: 'Attached: {name} ({size})',
    remove: 'Remove file',
  },
);

export const proposalSignatureDateDialogMessages = defineMessages(
  {
    title: 'Data de assinatura da proposta',
    customer: 'Cliente (CPF)',
    proposal: 'Proposta',
    createdOn: 'Criada em',
    date: 'Data de assinatura',
    dateHint: 'Não pode estar no futuro nem ser anterior à criação da proposta.',
    success: 'Data de assinatura da proposta {proposal} registrada: {date}.',
  },
  {
    title: 'Proposal signature date',
    customer: 'Customer (CPF)',
    proposal: 'Proposal',
    createdOn: 'Created on',
    date: 'Signature date',
    dateHint: 'Cannot be in the future nor before the proposal was created.',
    success: 'Signature date of proposal {proposal} recorded: {date}.',
  },
);

/** A journal entry's status, in the duplicate warning and on the History screen (journal-status.ts). */
export const journalStatusMessages = defineMessages<JournalStatus>(
  JOURNAL_STATUS_WORDS['pt-BR'],
  JOURNAL_STATUS_WORDS.en,
);

export const signingMomentMessages = defineMessages(
  {
    timePlaceholder: 'hh:mm',
    timeInvalid: 'Hora inválida: use hh:mm, de 00:00 a 23:59.',
  },
  {
    timePlaceholder: 'hh:mm',
    timeInvalid: 'Invalid time: use hh:mm, from 00:00 to 23:59.',
  },
);

export const registeredEmailMessages = defineMessages(
  {
    group: 'E-mail cadastrado do cliente',
    offered: 'O e-mail cadastrado do cliente está na lista do campo.',
  },
  {
    group: "Customer's registered e-mail",
    offered: "The customer's registered e-mail is in the field's list.",
  },
);

export const signerCpfMessages = defineMessages(
  {
    customer: 'CPF do cliente, do cadastro.',
    other: 'Outra pessoa assinou',
  },
  {
    customer: "The customer's CPF, from the record.",
    other: 'Someone else signed',
  },
);
