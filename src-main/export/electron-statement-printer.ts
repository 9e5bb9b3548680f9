/**
 * Main process (Electron only). The thin adapter behind StatementPrinterPort:
 * the statement document is loaded in a hidden, script-less, sandboxed
 * window and handed to Chromium's own printing, webContents.printToPDF for
 * "Salvar PDF" and webContents.print (the system print dialog) for "Imprimir",
 * so both are the same document (D124). Everything it is given is built and
 * tested in plain Node (statement-document.ts); the harness does the same with
 * Playwright's page.pdf (tests/harness/chromium-statement-printer.ts).
 *
 * The HTML goes through a file of our own (0600, removed at once) because a
 * data: URL is capped at 2 MB, less than a long statement.
 */
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BrowserWindow } from 'electron';
import type { StatementPrinterPort } from '../ports';

async function withDocument<T>(folder: string, html: string, use: (window: BrowserWindow) => Promise<T>): Promise<T> {
  const file = join(folder, `extrato-${randomUUID()}.html`);
  writeFileSync(file, html, { mode: 0o600 });
  const window = new BrowserWindow({
    show: false,
    webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, javascript: false, devTools: false, disableBlinkFeatures: 'Auxclick' },
  });
  try {
    await window.loadFile(file);
    return await use(window);
  } finally {
    window.destroy();
    rmSync(file, { force: true });
  }
}

export function electronStatementPrinter(folder: string): StatementPrinterPort {
  return {
    // The footer ("página X de Y") is in the document's @page margin boxes, for the PDF and the print alike.
    toPdf: (html) => withDocument(folder, html, (window) => window.webContents.printToPDF({ pageSize: 'A4', printBackground: true, preferCSSPageSize: true })),
    print: (html) =>
      withDocument(
        folder,
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
