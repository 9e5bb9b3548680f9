/**
 * Main process (Electron only). The thin adapter behind StatementPrinterPort:
 * the statement document is loaded in a hidden, script-less, sandboxed
 * window and handed to Chromium's own printing, webContents.printToPDF for
 * "Salvar PDF" and webContents.print (the system print dialog) for "Imprimir",
 * so both are the same document (D124). Everything it is given is built and
 * tested in plain Node (statement-document.ts); the harness does the same with
 * Playwright's page.pdf (tests/harness/chromium-statement-printer.ts).
 *
 * The HTML goes through a private file (print-documents.ts: removed when the
 * print ends, and at the next start if the app was killed meanwhile).
 */
import { BrowserWindow } from 'electron';
import type { StatementPrinterPort } from '../ports';
import { PrintDocuments } from './print-documents';

async function withDocument<T>(
  documents: PrintDocuments,
  html: string,
  use: (window: BrowserWindow) => Promise<T>,
): Promise<T> {
  const file = documents.write(html);
  const window = new BrowserWindow({
    show: false,
    webPreferences: {
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      javascript: false,
      devTools: false,
      disableBlinkFeatures: 'Auxclick',
    },
  });
  try {
    await window.loadFile(file);
    return await use(window);
  } finally {
    window.destroy();
    documents.remove(file);
  }
}

/** Built once at start-up: what a print cut short by a crash or kill left is removed first. */
export function electronStatementPrinter(userDataDir: string): StatementPrinterPort {
  const documents = new PrintDocuments(userDataDir);
  documents.removeLeftovers();
  return {
    // The footer ("página X de Y") is in the document's @page margin boxes, for the PDF and the print alike.
    toPdf: (html) =>
      withDocument(documents, html, (window) =>
        window.webContents.printToPDF({ pageSize: 'A4', printBackground: true, preferCSSPageSize: true }),
      ),
    print: (html) =>
      withDocument(
        documents,
        html,
        (window) =>
          new Promise<boolean>((resolve, reject) => {
            window.webContents.print({ silent: false, printBackground: true }, (success, reason) => {
              if (success) resolve(true);
              else if (/cancel/i.test(reason)) resolve(false);
              else reject(new Error(reason));
            });
          }),
      ),
  };
}
