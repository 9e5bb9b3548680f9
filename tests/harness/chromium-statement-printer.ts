/**
 * Tests and the browser harness (Node). StatementPrinterPort on Debian's
 * Chromium through Playwright: page.pdf renders the statement document as
 * Electron's printToPDF does (same engine, the footer in the document's own
 * @page margin boxes). There is no system print dialog in headless Chromium:
 * "Imprimir" renders the same PDF and records it in `printJobs` (the employee
 * is taken to have printed, unless `printAnswer` says they closed the dialog).
 *
 * A page is kept and reused for the next statement: every new page of this
 * Chromium is a browser window, whose omnibox pop-ups (WebUI renderers, now
 * off: D695) took more CPU than a 1,000-row statement's own layout (D545).
 * Electron's hidden BrowserWindow has no omnibox, so a fresh page per statement
 * measured Chromium's browser UI, not the document.
 */
import type { Browser, Page } from 'playwright-core';
import type { StatementPrinterPort } from '../../src-main/ports';
import { launchChromium } from './chromium';

export interface ChromiumStatementPrinter extends StatementPrinterPort {
  printJobs: Buffer[];
  printAnswer: { value: boolean };
  close(): Promise<void>;
}

export function chromiumStatementPrinter(): ChromiumStatementPrinter {
  let browser: Promise<Browser> | undefined;
  /** Pages not printing now; a statement asked while all are busy gets a new one. */
  const idle: Page[] = [];
  const printJobs: Buffer[] = [];
  const printAnswer = { value: true };
  async function render(html: string): Promise<Buffer> {
    browser ??= launchChromium();
    const page = idle.pop() ?? (await (await browser).newPage({ javaScriptEnabled: false }));
    let reusable = false;
    try {
      await page.setContent(html, { waitUntil: 'load' });
      const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      reusable = true;
      return pdf;
    } finally {
      if (reusable) idle.push(page);
      else await page.close().catch(() => undefined);
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
      idle.length = 0;
      if (browser) await (await browser).close();
      browser = undefined;
    },
  };
}
