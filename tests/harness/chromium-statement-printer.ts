/**
 * Tests and the browser harness (Node). StatementPrinterPort on Debian's
 * Chromium through Playwright: page.pdf renders the statement document as
 * Electron's printToPDF does (same engine, same footer template). There is
 * no system print dialog in headless Chromium: "Imprimir" renders the same
 * PDF and records it in `printJobs` (the employee is taken to have printed,
 * unless `printAnswer` says they closed the dialog).
 */
import type { Browser } from 'playwright-core';
import type { StatementPrinterPort } from '../../src-main/ports';
import { launchChromium } from './chromium';

export interface ChromiumStatementPrinter extends StatementPrinterPort {
  printJobs: Buffer[];
  printAnswer: { value: boolean };
  close(): Promise<void>;
}

export function chromiumStatementPrinter(): ChromiumStatementPrinter {
  let browser: Promise<Browser> | undefined;
  const printJobs: Buffer[] = [];
  const printAnswer = { value: true };
  async function render(html: string): Promise<Buffer> {
    browser ??= launchChromium();
    const page = await (await browser).newPage({ javaScriptEnabled: false });
    try {
      await page.setContent(html, { waitUntil: 'load' });
      return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    } finally {
      await page.close();
    }
  }
  return {
    toPdf: render,
    async print(html) {
      if (!printAnswer.value) return false;
      printJobs.push(await render(html));
      return true;
    },
    printJobs,
    printAnswer,
    async close() {
      if (browser) await (await browser).close();
      browser = undefined;
    },
  };
}
