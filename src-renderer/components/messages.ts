/** Renderer. Texts of the shared components, pt-BR first and English second (issue 16). */
import { defineMessages } from '../i18n/i18n';

export const errorAlertMessages = defineMessages(
  {
    title: 'Não foi possível concluir',
    unknownTitle: 'Resultado desconhecido',
    retry: 'Tentar novamente',
    history: 'Abrir o histórico',
    serviceSaid: 'O serviço informou:',
    unknownAdvice: 'O que você preencheu foi mantido. Se o Histórico não esclarecer, confirme com o cliente.',
  },
  {
    title: 'Could not complete',
    unknownTitle: 'Outcome unknown',
    retry: 'Try again',
    history: 'Open history',
    serviceSaid: 'The service said:',
    unknownAdvice: 'What you typed was kept. If the History does not settle it, check with the customer.',
  },
);

export const discardConfirmationMessages = defineMessages(
  {
    title: 'Descartar o que foi preenchido?',
    body: 'O que foi digitado neste formulário será perdido.',
    keep: 'Continuar preenchendo',
    discard: 'Descartar',
  },
  {
    title: 'Discard what was filled in?',
    body: 'What was typed in this form will be lost.',
    keep: 'Keep filling in',
    discard: 'Discard',
  },
);

export const exportMenuMessages = defineMessages(
  {
    format: 'Planilha',
    xlsx: 'Excel (.xlsx)',
    xlsxHint: 'Abre certo no Excel e no LibreOffice: números, datas e identificadores com zeros à esquerda.',
    excel: 'CSV Excel (Brasil)',
    excelHint:
      'Separador ; e vírgula decimal. Um CSV não guarda zeros à esquerda nem o tipo das colunas: prefira o .xlsx.',
    standard: 'CSV padrão',
    standardHint: 'Separador , e ponto decimal (RFC 4180): para outros sistemas.',
    statement: 'Extrato para o cliente',
    pdf: 'Salvar PDF',
    pdfHint: 'Extrato em A4 com totais e página X de Y.',
    print: 'Imprimir',
    printHint: 'Abre a janela de impressão do sistema com o mesmo extrato do PDF.',
    running: 'Exportando {n} linhas…',
    runningOne: 'Exportando 1 linha…',
    exporting: 'Exportando…',
    printing: 'Preparando a impressão…',
    doneTitle: 'Exportação concluída',
    doneNotRecordedTitle: 'Exportação concluída, mas não registrada no Histórico',
    done: '{rows} linhas gravadas em {file}.',
    doneOne: '1 linha gravada em {file}.',
    printedTitle: 'Enviado para impressão',
    printed: 'Extrato de {rows} linhas enviado para a impressora.',
    printedOne: 'Extrato de 1 linha enviado para a impressora.',
    printedNotRecordedTitle: 'Enviado para impressão, mas não registrado no Histórico',
    openFolder: 'Abrir pasta',
    openFolderFailed: 'Não foi possível abrir a pasta',
  },
  {
    format: 'Spreadsheet',
    xlsx: 'Excel (.xlsx)',
    xlsxHint: 'Opens right in Excel and LibreOffice: numbers, dates and identifiers with their leading zeros.',
    excel: 'CSV Excel (Brazil)',
    excelHint: '; separator and decimal comma. A CSV keeps neither leading zeros nor column types: prefer .xlsx.',
    standard: 'Standard CSV',
    standardHint: ', separator and decimal point (RFC 4180): for other systems.',
    statement: 'Statement for the customer',
    pdf: 'Save PDF',
    pdfHint: 'A4 statement with totals and page X of Y.',
    print: 'Print',
    printHint: "Opens the system's print dialog with the same statement as the PDF.",
    running: 'Exporting {n} rows…',
    runningOne: 'Exporting 1 row…',
    exporting: 'Exporting…',
    printing: 'Preparing to print…',
    doneTitle: 'Export finished',
    doneNotRecordedTitle: 'Export finished, but not recorded in the History',
    done: '{rows} rows written to {file}.',
    doneOne: '1 row written to {file}.',
    printedTitle: 'Sent to the printer',
    printed: 'Statement of {rows} rows sent to the printer.',
    printedOne: 'Statement of 1 row sent to the printer.',
    printedNotRecordedTitle: 'Sent to the printer, but not recorded in the History',
    openFolder: 'Open folder',
    openFolderFailed: 'Could not open the folder',
  },
);

export const dateInputBRMessages = defineMessages(
  {
    placeholder: 'dd/mm/aaaa',
    incomplete: 'Data incompleta: use dd/mm/aaaa (ano com 4 dígitos).',
    noMonth: 'O mês {month} não existe: use de 01 a 12.',
    noDay: '{date} não existe: {monthName} de {year} tem {days} dias.',
    yearOutOfRange: 'O ano {year} está fora do intervalo aceito ({min} a {max}).',
    full: 'A data já está completa e o ano tem 4 dígitos: selecione ou apague antes de digitar. O campo não mudou.',
    notADate: 'O texto colado não cabe numa data dd/mm/aaaa. O campo não mudou.',
  },
  {
    placeholder: 'dd/mm/yyyy',
    incomplete: 'Incomplete date: use dd/mm/yyyy (4-digit year).',
    noMonth: 'There is no month {month}: use 01 to 12.',
    noDay: '{date} does not exist: {monthName} {year} has {days} days.',
    yearOutOfRange: 'The year {year} is outside the accepted range ({min} to {max}).',
    full: 'The date is already complete and the year has 4 digits: select or delete before typing. The field was left as it was.',
    notADate: 'The pasted text does not fit a dd/mm/yyyy date. The field was left as it was.',
  },
);

/** Month names, for the date field's reasons ("fevereiro de 2024 tem 29 dias"). */
export const monthNameMessages = defineMessages(
  {
    january: 'janeiro',
    february: 'fevereiro',
    march: 'março',
    april: 'abril',
    may: 'maio',
    june: 'junho',
    july: 'julho',
    august: 'agosto',
    september: 'setembro',
    october: 'outubro',
    november: 'novembro',
    december: 'dezembro',
  },
  {
    january: 'January',
    february: 'February',
    march: 'March',
    april: 'April',
    may: 'May',
    june: 'June',
    july: 'July',
    august: 'August',
    september: 'September',
    october: 'October',
    november: 'November',
    december: 'December',
  },
);
