/**
 * Shared. Balcão's one phrasebook for every error named by code (error-codes.ts), pt-BR first and English second:
 * the renderer says with it what main chose to say, and main's documents (History's export, receipts) word the
 * errors the journal keeps with it. Each language must word every code with its typed values, which TypeScript
 * checks.
 */
import { formatDateTimeBR } from '../format/calendar-date';
import { formatCount } from './count';
import type { Language } from './dictionary';
import type { ErrorCode, ErrorParams, ErrorWords, WriteFailureReason, WriteTarget } from './error-codes';
import { apiErrorWordsEn, apiErrorWordsPt } from './api-error-words';
import { JOURNAL_STATUS_WORDS } from './journal-status-words';
import { payloadBoundText } from './payload-bound-words';
import { ruleText } from './rule-words';
import { plural, type PluralForms } from './plural';

/** What a sentence may use besides its values: nested words, counts and plurals in the same language. */
export interface Speech {
  say: (words: ErrorWords) => string;
  count: (value: number) => string;
  plural: (count: number, forms: PluralForms) => string;
}

export type ErrorPhrasebook = { readonly [K in ErrorCode]: (params: ErrorParams[K], speech: Speech) => string };

const TARGET_PT: Record<WriteTarget, string> = {
  journal: 'o diário de operações (Histórico)',
  settings: 'as configurações',
  receipt: 'o comprovante',
  'exported-file': 'o arquivo exportado',
  'exports-under-way': 'a lista de exportações em andamento',
};
const TARGET_EN: Record<WriteTarget, string> = {
  journal: 'the operations journal (History)',
  settings: 'the settings',
  receipt: 'the receipt',
  'exported-file': 'the exported file',
  'exports-under-way': 'the list of exports under way',
};
const REASON_PT: Record<WriteFailureReason, string> = {
  'disk-full': 'o disco está cheio; libere espaço',
  'read-only': 'a pasta ou o disco está somente leitura',
  'no-permission': 'não há permissão de escrita nessa pasta',
  'missing-folder': 'a pasta não existe mais',
  'io-error': 'o disco informou um erro de gravação',
  other: 'o sistema recusou a gravação',
};
const REASON_EN: Record<WriteFailureReason, string> = {
  'disk-full': 'the disk is full; free some space',
  'read-only': 'the folder or disk is read-only',
  'no-permission': 'there is no permission to write in that folder',
  'missing-folder': 'the folder no longer exists',
  'io-error': 'the disk reported a write error',
  other: 'the system refused the write',
};

const systemCode = (code: string | undefined) => (code ? ` (${code})` : '');

const pt: ErrorPhrasebook = {
  ...apiErrorWordsPt,
  'session.notLoggedIn': () => 'Entre com seu usuário para continuar.',
  'session.expired': () => 'Sua sessão expirou: entre novamente. O que você estava fazendo continua na tela.',
  'session.ended': () =>
    'A sessão em que esta consulta começou terminou antes da resposta; nada dela foi guardado. Consulte de novo.',
  'session.noToken': () =>
    'O serviço aceitou o login, mas não enviou o token de acesso, sem o qual nenhuma consulta funciona. Tente de novo; se continuar, avise o suporte.',
  'session.wrongCredentials': () => 'Usuário ou senha inválidos.',
  'service.readRateLimited': () =>
    'O serviço está recebendo pedidos demais e não atendeu esta consulta. Tente de novo em instantes.',
  'service.readRateLimitedFor': ({ seconds }, s) =>
    `O serviço está recebendo pedidos demais e pediu para esperar ${s.count(seconds)} s antes de consultar de novo. Tente de novo em instantes.`,
  'service.unavailableFor': ({ seconds }, s) =>
    `O serviço está temporariamente indisponível e pediu para esperar ${s.count(seconds)} s. Tente de novo em instantes.`,
  'service.writeRateLimited': () =>
    'O serviço não processou o envio: estava recebendo pedidos demais. Nada foi registrado e o que você preencheu foi mantido: envie de novo em instantes.',
  'service.tlsRefused': () =>
    'Falha na conexão segura (certificado TLS recusado). Verifique o endereço ou fale com o suporte.',
  'app.addressNotAllowed': () => 'Este endereço não está na lista de sites permitidos.',
  'app.exportedFileNotFound': () => 'Arquivo exportado não encontrado no histórico.',
  'ipc.invalidInput': () => 'Dados inválidos: corrija os campos indicados.',
  'ipc.originNotAllowed': () => 'Origem da mensagem não autorizada.',
  'ipc.payloadRefused': (problem) =>
    `Dados inválidos: a mensagem é grande ou complexa demais (${payloadBoundText(problem, 'pt-BR')}). Nada foi alterado.`,
  'ipc.internalFailure': () => 'Falha de comunicação interna do Balcão.',
  'internal.unexpected': () => 'Erro inesperado no Balcão. Tente de novo; se persistir, avise o suporte.',
  'environment.addressMissing': ({ environment }) =>
    `O endereço do ambiente ${environment === 'test' ? 'de Teste' : 'de Produção'} não foi configurado: informe-o nas Configurações.`,
  'settings.invalid': () => 'Configurações inválidas: corrija os campos indicados.',
  'settings.fileUnreadable': ({ path, problem }) =>
    `O arquivo de configurações ${path} não pôde ser usado: ${problem} O arquivo não foi alterado; corrija-o ou remova-o para voltar aos padrões.`,
  'settings.addressBeforeKey': () =>
    'Informe e salve o endereço deste ambiente antes de colar a chave: ela fica vinculada a esse endereço.',
  'settings.clipboardKeyInvalid': ({ problem }, s) =>
    `A área de transferência não contém uma chave válida: ${s.say(problem)}`,
  'settings.keyNotStored': () => 'A chave não foi guardada.',
  'settings.connectionTestCancelled': () => 'Teste de conexão cancelado: a chave não foi enviada.',
  'keychain.unavailable': ({ reason }) => `O cofre de senhas do sistema não está disponível: ${reason}`,
  'key.empty': () => 'Informe a chave de assinatura.',
  'key.badCharacters': () =>
    'A chave de assinatura só pode ter letras, números e símbolos ASCII visíveis, sem espaços nem acentos.',
  'key.badLength': ({ min, max, length }, s) =>
    `A chave de assinatura deve ter de ${min} a ${max} caracteres (a informada tem ${s.count(length)}).`,
  'history.notUnknown': () =>
    'Só uma operação com resultado desconhecido pode ser marcada como verificada; esta não está (mais) assim. Atualize o Histórico.',
  'kept.unusable': ({ why }) =>
    `Não foi possível trabalhar com as movimentações guardadas (${why}). Abra o certificado de novo.`,
  'kept.replaced': () => 'Esta ordenação ou filtro foi substituída por outra mais recente.',
  'movements.goneFromMain': () =>
    'As movimentações mostradas na tela não estão mais disponíveis aqui (foram lidas de novo, ficaram muito tempo sem uso ou a sessão terminou). Atualize a tela (ou abra o certificado de novo) e tente outra vez: o extrato sai exatamente como o que você vê. Nada foi exportado nem impresso.',
  'write.duplicate': ({ startedAt, status, checkedBy }) =>
    `Esta mesma operação já foi enviada em ${formatDateTimeBR(startedAt)} (${
      checkedBy !== undefined
        ? `resultado desconhecido, verificada como concluída por ${checkedBy}`
        : JOURNAL_STATUS_WORDS['pt-BR'][status].toLocaleLowerCase('pt-BR')
    }). Envie de novo só se tiver certeza de que não é uma duplicidade.`,
  'write.nothingSent': ({ problem }, s) => `Nada foi enviado. ${s.say(problem)}`,
  'rule.broken': ({ problem }) => ruleText(problem, 'pt-BR'),
  'journal.outcomeNotSaved': ({ problem }, s) =>
    `O resultado não pôde ser registrado no Histórico.${problem ? ` ${s.say(problem)}` : ''} ` +
    'O Balcão tenta gravá-lo de novo sozinho; se for fechado antes, o Histórico mostrará "resultado desconhecido".',
  'journal.completedNotRecorded': ({ protocol, note }, s) =>
    `O serviço concluiu a operação${protocol ? ` (protocolo ${protocol})` : ''}. ${s.say(note)} ` +
    `${protocol ? 'Anote o protocolo e não' : 'Não'} envie a operação de novo.`,
  'local.writeFailed': ({ target, path, reason, systemCode: code }) =>
    `Não foi possível gravar ${TARGET_PT[target]} em ${path}: ${REASON_PT[reason]}${systemCode(code)}.`,
  'receipt.cancelled': () => 'Comprovante cancelado.',
  'receipt.noSuchRequest': () => 'Não há solicitação com essa referência no Histórico: nada foi emitido.',
  'receipt.noAnswerYet': () => 'A solicitação ainda está sem resposta: o comprovante sai quando ela terminar.',
  'receipt.notIssued': ({ problem }, s) => `Nenhum comprovante foi emitido. ${s.say(problem)}`,
  'receipt.failed': ({ reason }) => `Não foi possível emitir o comprovante: ${reason}`,
  'receipt.savedNotRecorded': ({ fileName, note }, s) => `O arquivo ${fileName} foi salvo. ${s.say(note)}`,
  'receipt.printedNotRecorded': ({ note }, s) => `O comprovante foi enviado para impressão. ${s.say(note)}`,
  'printing.unavailable': () => 'O PDF e a impressão não estão disponíveis nesta instalação.',
  'print.failed': ({ reason }) => `Não foi possível imprimir: ${reason}`,
  'print.cancelledInDialog': () => 'Impressão cancelada na janela de impressão.',
  'export.cancelled': () => 'Exportação cancelada.',
  'export.nothingExported': ({ problem }, s) => `Nada foi exportado. ${s.say(problem)}`,
  'export.writeFailed': ({ reason }) => `Não foi possível gravar o arquivo: ${reason}`,
  'export.pdfOnlyStatements': () =>
    'Só o extrato de movimentações e o saldo saem em PDF. Exporte esta tabela em Excel (.xlsx).',
  'export.csvOnlyPortuguese': () =>
    'O CSV sai só em português: é o arquivo de trabalho do contador, com as colunas de sempre. Em inglês, o extrato sai em PDF, impresso ou em Excel (.xlsx).',
  'export.pdfTooManyRows': ({ rows, max }, s) =>
    `O extrato tem ${s.plural(rows, { one: '# linha', other: '# linhas' })}; o PDF vai até ${s.count(max)} (cerca de 110 páginas). Reduza o período nos filtros, ou exporte em Excel (.xlsx).`,
  'export.xlsxTooManyRows': ({ max, rows }, s) =>
    `${
      rows === undefined
        ? `A tabela passou de ${s.count(max)} linhas, o que uma planilha do Excel comporta.`
        : `A tabela tem ${s.plural(rows, { one: '# linha', other: '# linhas' })}; uma planilha do Excel vai até ${s.count(max)}.`
    } Reduza o período nos filtros, ou exporte em CSV, que não tem limite.`,
  'export.zipTooLarge': () =>
    'O arquivo passaria de 4 GiB, o máximo de uma planilha .xlsx gravada pelo Balcão. Reduza o período nos filtros, ou exporte em CSV.',
  'export.savedNotRecorded': ({ fileName, note }, s) => `O arquivo ${fileName} foi salvo. ${s.say(note)}`,
  'export.printedNotRecorded': ({ note }, s) => `O extrato foi enviado para impressão. ${s.say(note)}`,
  'support.logsFolderFailed': ({ dir, problem }) => `Não foi possível abrir a pasta de logs (${dir}): ${problem}`,
  'sandbox.disabledByIt': () => 'O sandbox foi desativado pela TI nesta máquina.',
  'updates.noneReady': () => 'Nenhuma atualização pronta para instalar.',
  'updates.writeInProgress': () =>
    'Há uma gravação em andamento: aguarde o resultado dela antes de reiniciar para atualizar.',
};

const en: ErrorPhrasebook = {
  ...apiErrorWordsEn,
  'session.notLoggedIn': () => 'Sign in to continue.',
  'session.expired': () => 'Your session expired: sign in again. Your work stays on screen.',
  'session.ended': () =>
    'The session this query began in ended before its answer; nothing of it was kept. Query again.',
  'session.noToken': () =>
    'The service accepted the login but sent no access token, without which no query works. Try again; if it persists, tell support.',
  'session.wrongCredentials': () => 'Wrong user name or password.',
  'service.readRateLimited': () =>
    'The service is receiving too many requests and did not answer this query. Try again shortly.',
  'service.readRateLimitedFor': ({ seconds }, s) =>
    `The service is receiving too many requests and asked to wait ${s.count(seconds)} s before querying again. Try again shortly.`,
  'service.unavailableFor': ({ seconds }, s) =>
    `The service is temporarily unavailable and asked to wait ${s.count(seconds)} s. Try again shortly.`,
  'service.writeRateLimited': () =>
    'The service did not process the submission: it was receiving too many requests. Nothing was recorded and what you filled in was kept: send it again shortly.',
  'service.tlsRefused': () =>
    'Secure connection failed (TLS certificate rejected). Check the address or contact support.',
  'app.addressNotAllowed': () => 'This address is not on the allowed list.',
  'app.exportedFileNotFound': () => 'Exported file not found in the history.',
  'ipc.invalidInput': () => 'Invalid data: fix the fields shown.',
  'ipc.originNotAllowed': () => 'Message origin not allowed.',
  'ipc.payloadRefused': (problem) =>
    `Invalid data: the message is too large or too complex (${payloadBoundText(problem, 'en')}). Nothing was changed.`,
  'ipc.internalFailure': () => 'Internal communication failure in Balcão.',
  'internal.unexpected': () => 'Unexpected error in Balcão. Try again; if it persists, contact support.',
  'environment.addressMissing': ({ environment }) =>
    `The ${environment} environment's address is not configured: set it in Settings.`,
  'settings.invalid': () => 'Invalid settings: fix the fields shown.',
  'settings.fileUnreadable': ({ path }) =>
    `The settings file ${path} could not be read; it was left untouched. Fix it or remove it to go back to the defaults.`,
  'settings.addressBeforeKey': () =>
    "Enter and save this environment's address before pasting the key: the key is bound to it.",
  'settings.clipboardKeyInvalid': ({ problem }, s) => `The clipboard does not hold a valid key: ${s.say(problem)}`,
  'settings.keyNotStored': () => 'The key was not stored.',
  'settings.connectionTestCancelled': () => 'Connection test cancelled: the key was not sent.',
  'keychain.unavailable': () => 'The system keychain is not available.',
  'key.empty': () => 'Enter the subscription key.',
  'key.badCharacters': () =>
    'The subscription key may hold only letters, digits and visible ASCII symbols, with no spaces or accents.',
  'key.badLength': ({ min, max, length }, s) =>
    `The subscription key must have ${min} to ${max} characters (this one has ${s.count(length)}).`,
  'history.notUnknown': () =>
    'Only an operation whose outcome is unknown can be marked as checked; this one is not (any more). Refresh the History.',
  'kept.unusable': ({ why }) => `The kept movements could not be worked on (${why}). Open the certificate again.`,
  'kept.replaced': () => 'This sort or filter was replaced by a newer one.',
  'movements.goneFromMain': () =>
    'The movements shown on screen are no longer available here (they were read again, went unused too long, or the session ended). Refresh the screen (or open the certificate again) and try again: the statement comes out exactly as what you see. Nothing was exported or printed.',
  'write.duplicate': ({ startedAt, status, checkedBy }) =>
    `This same operation was already sent on ${formatDateTimeBR(startedAt)} (${
      checkedBy !== undefined
        ? `outcome unknown, checked as completed by ${checkedBy}`
        : JOURNAL_STATUS_WORDS.en[status].toLowerCase()
    }). Send again only if you are sure it is not a duplicate.`,
  'write.nothingSent': ({ problem }, s) => `Nothing was sent. ${s.say(problem)}`,
  'rule.broken': ({ problem }) => ruleText(problem, 'en'),
  'journal.outcomeNotSaved': ({ problem }, s) =>
    `The outcome could not be recorded in the History.${problem ? ` ${s.say(problem)}` : ''} ` +
    'Balcão keeps trying to save it; if it is closed before that, the History will show "outcome unknown".',
  'journal.completedNotRecorded': ({ protocol, note }, s) =>
    `The service completed the operation${protocol ? ` (protocol ${protocol})` : ''}. ${s.say(note)} ` +
    `${protocol ? 'Write the protocol down and do' : 'Do'} not send the operation again.`,
  'local.writeFailed': ({ target, path, reason, systemCode: code }) =>
    `Could not write ${TARGET_EN[target]} to ${path}: ${REASON_EN[reason]}${systemCode(code)}.`,
  'receipt.cancelled': () => 'Receipt cancelled.',
  'receipt.noSuchRequest': () => 'There is no request with that reference in the History: nothing was issued.',
  'receipt.noAnswerYet': () => 'The request has no answer yet: the receipt is issued once it ends.',
  'receipt.notIssued': ({ problem }, s) => `No receipt was issued. ${s.say(problem)}`,
  'receipt.failed': ({ reason }) => `Could not issue the receipt: ${reason}`,
  'receipt.savedNotRecorded': ({ fileName, note }, s) => `The file ${fileName} was saved. ${s.say(note)}`,
  'receipt.printedNotRecorded': ({ note }, s) => `The receipt was sent to the printer. ${s.say(note)}`,
  'printing.unavailable': () => 'PDF and printing are not available in this installation.',
  'print.failed': ({ reason }) => `Could not print: ${reason}`,
  'print.cancelledInDialog': () => 'Printing was cancelled in the print dialog.',
  'export.cancelled': () => 'Export cancelled.',
  'export.nothingExported': ({ problem }, s) => `Nothing was exported. ${s.say(problem)}`,
  'export.writeFailed': ({ reason }) => `Could not write the file: ${reason}`,
  'export.pdfOnlyStatements': () =>
    'Only the movements statement and the balance come as PDF. Export this table as Excel (.xlsx).',
  'export.csvOnlyPortuguese': () =>
    "A CSV comes only in Portuguese: it is the accountant's working file, with its usual columns. In English, the statement comes as PDF, printed or Excel (.xlsx).",
  'export.pdfTooManyRows': ({ rows, max }, s) =>
    `The statement has ${s.plural(rows, { one: '# row', other: '# rows' })}; a PDF holds up to ${s.count(max)} (about 110 pages). Narrow the period in the filters, or export as Excel (.xlsx).`,
  'export.xlsxTooManyRows': ({ max, rows }, s) =>
    `${
      rows === undefined
        ? `The table went past ${s.count(max)} rows, what an Excel sheet holds.`
        : `The table has ${s.plural(rows, { one: '# row', other: '# rows' })}; an Excel sheet holds up to ${s.count(max)}.`
    } Narrow the period in the filters, or export as CSV, which has no limit.`,
  'export.zipTooLarge': () =>
    'The file would exceed 4 GiB, the most a .xlsx written by Balcão holds. Narrow the period in the filters, or export as CSV.',
  'export.savedNotRecorded': ({ fileName, note }, s) => `The file ${fileName} was saved. ${s.say(note)}`,
  'export.printedNotRecorded': ({ note }, s) => `The statement was sent to the printer. ${s.say(note)}`,
  'support.logsFolderFailed': ({ dir, problem }) => `Could not open the logs folder (${dir}): ${problem}`,
  'sandbox.disabledByIt': () => 'The sandbox was turned off by IT on this machine.',
  'updates.noneReady': () => 'No update ready to install.',
  'updates.writeInProgress': () => 'A write is in progress: wait for its result before restarting to update.',
};

/** Not exported: every caller goes through sayWords (checked by tests/shared/words/error-words.test.ts). */
const errorWords: Readonly<Record<Language, ErrorPhrasebook>> = { 'pt-BR': pt, en };

/** Whether this Balcão has words for `code` in every language (a journal written by a newer one may hold others). */
export function isErrorCode(code: string): code is ErrorCode {
  return Object.values(errorWords).every((phrasebook) => Object.hasOwn(phrasebook, code));
}

/** Words kept by another version that this one cannot say: said as such, with the code, never as something else. */
const UNSAYABLE: Readonly<Record<Language, (code: string) => string>> = {
  'pt-BR': (code) => `Erro registrado com um código que esta versão do Balcão não sabe descrever (${code}).`,
  en: (code) => `An error recorded with a code this version of Balcão cannot describe (${code}).`,
};

/** The words in `language`, each `then` said after them. */
export function sayWords(said: ErrorWords, language: Language): string {
  const speech: Speech = {
    say: (nested) => sayWords(nested, language),
    count: (value) => formatCount(value, language),
    plural: (count, forms) => plural(language, count, forms),
  };
  const text = isErrorCode(said.code) ? phraseOf(said, language, speech) : undefined;
  const whole = text ?? UNSAYABLE[language](String(said.code));
  return said.then ? `${whole} ${sayWords(said.then, language)}` : whole;
}

/** The sentence, or undefined when its values are not the ones the code needs (words read back from a journal). */
function phraseOf(said: ErrorWords, language: Language, speech: Speech): string | undefined {
  // One lookup for any code: the phrasebook's type ties each code to its values.
  const phrase = errorWords[language][said.code] as (params: unknown, speech: Speech) => string;
  try {
    return phrase(said.params, speech);
  } catch {
    return undefined;
  }
}
