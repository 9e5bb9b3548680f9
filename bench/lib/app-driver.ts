/**
 * Drives the app in Chromium as the employee does: log in, Ctrl+K with a CPF,
 * open a certificate from the customer's pension tab; then reads what the
 * movements benchmark needs from the page (marks, DOM rows, JS heap).
 */
import type { BrowserContext, Page } from 'playwright-core';

export const MOVEMENTS_TABLE = '[role="table"][aria-label="Movimentações financeiras"]';
/** VirtualTable's fixed row height (src-renderer/components/table/VirtualTable.tsx). */
const ROW_HEIGHT = 36;
/** Its sticky header row's height. */
const HEADER_HEIGHT = 40;

const formatCpf = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

/** A new page of the app, logged in (through the login screen when the session is not open yet). */
export async function openApp(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  const connected = page.getByLabel('Usuário conectado');
  const loginHeading = page.getByRole('heading', { name: 'Entrar no Balcão' });
  await Promise.race([connected.waitFor({ timeout: 60_000 }), loginHeading.waitFor({ timeout: 60_000 })]);
  if (!(await connected.isVisible())) {
    await page.getByLabel('Usuário').fill('atendente');
    await page.getByLabel('Senha').fill('Balcao@2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await connected.waitFor({ timeout: 60_000 });
  }
  return page;
}

/** Ctrl+K, the CPF, the customer, then "Abrir certificado …" on the pension tab. */
export async function openCertificate(page: Page, cpf: string, certificate: string): Promise<void> {
  const search = page.getByRole('textbox', { name: 'CPF do cliente (000.000.000-00)' });
  const action = page.getByText(`Abrir cliente ${formatCpf(cpf)}`, { exact: true });
  // Ctrl+K opens the spotlight once the shell has mounted it; on a busy machine that can lag: retry,
  // and in the end use the header's button, which opens the same spotlight.
  for (let attempt = 0; ; attempt++) {
    if (attempt < 3) {
      // Mantine's spotlight ignores its shortcut inside inputs, and the search screen focuses its CPF field.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Control+K');
    } else await page.getByRole('button', { name: 'Abrir cliente pelo CPF (Ctrl+K)' }).click();
    try {
      await search.waitFor({ timeout: 10_000 });
      await search.fill(cpf);
      await action.waitFor({ timeout: 10_000 });
      break;
    } catch (error) {
      if (attempt >= 4) throw error;
      if (await search.isVisible()) await page.keyboard.press('Escape');
    }
  }
  await action.click();
  await page.getByRole('button', { name: `Abrir certificado ${certificate}` }).click({ timeout: 60_000 });
}

export async function waitInteractive(page: Page, timeoutMs: number): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __benchFramed?: number[] }).__benchFramed?.length, null, {
    timeout: timeoutMs,
    polling: 50,
  });
}

export interface PageTimeline {
  loadStartAt: number;
  interactiveAt: number;
  framedAt: number;
  receivedAt: number;
  parsedAt: number;
  readyAt: number;
  rows: number;
  domRows: number;
  totalRows: number;
}

export async function readPageTimeline(page: Page): Promise<PageTimeline> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate((selector) => {
    const marks: Record<string, number> = {};
    for (const name of ['balcao:movements-load-start', 'balcao:movements-interactive']) {
      const entry = performance.getEntriesByName(name).at(-1);
      marks[name] = entry ? performance.timeOrigin + entry.startTime : Number.NaN;
    }
    const w = window as unknown as {
      __benchMovements: Array<{ receivedAt: number; parsedAt: number; readyAt: number; rows: number }>;
      __benchFramed: number[];
    };
    const call = w.__benchMovements.at(-1)!;
    const table = document.querySelector(selector);
    return {
      loadStartAt: marks['balcao:movements-load-start']!,
      interactiveAt: marks['balcao:movements-interactive']!,
      framedAt: w.__benchFramed[0] ?? Number.NaN,
      receivedAt: call.receivedAt,
      parsedAt: call.parsedAt,
      readyAt: call.readyAt,
      rows: call.rows,
      domRows: table ? table.querySelectorAll('[role="row"]').length : -1,
      totalRows: Number(table?.getAttribute('data-total-rows') ?? -1),
    };
  }, MOVEMENTS_TABLE);
}

/**
 * Scrolls the table to its middle and times until the rows for that scroll
 * position are in the DOM (a frame included); then scrolls to the very end
 * and tells whether the last row is rendered (browsers cap an element's
 * height, Chromium at 33,554,430 px: a taller virtual body cannot reach its
 * last rows).
 */
export async function scrollProbe(
  page: Page,
): Promise<{ ms: number; domRows: number; lastRowReached: boolean; lastRowShown: number }> {
  return page.evaluate(
    async ({ selector, rowHeight, headerHeight }) => {
      const table = document.querySelector(selector) as HTMLElement;
      const total = Number(table.getAttribute('data-total-rows'));
      const started = performance.now();
      table.scrollTop = table.scrollHeight / 2;
      // aria-rowindex of the row at the top of the view for this scroll position (header row is 1). Proportional, so it
      // also holds when the table maps its scroll range onto a list taller than its body (scroll-scale.ts); otherwise scrollTop / rowHeight.
      const maxTop = table.scrollHeight - table.clientHeight;
      const rowsBelowTop = total - (table.clientHeight - headerHeight) / rowHeight;
      const wanted = Math.floor(maxTop > 0 ? (table.scrollTop / maxTop) * rowsBelowTop : 0) + 1;
      let indexes: number[];
      for (;;) {
        await new Promise((r) => requestAnimationFrame(() => r(undefined)));
        indexes = [...table.querySelectorAll('[role="row"][aria-rowindex]')].map((r) =>
          Number(r.getAttribute('aria-rowindex')),
        );
        if (indexes.some((i) => Math.abs(i - wanted) < 40)) break;
        if (performance.now() - started > 10_000) {
          throw new Error(
            `rows did not follow the scroll: total ${total}, wanted ~${wanted}, scrollTop ${table.scrollTop} of ${table.scrollHeight}, rows ${indexes.join(',')}`,
          );
        }
      }
      const ms = performance.now() - started;
      const domRows = table.querySelectorAll('[role="row"]').length;
      table.scrollTop = table.scrollHeight;
      let lastRowShown = 0;
      for (let frame = 0; frame < 30; frame++) {
        await new Promise((r) => requestAnimationFrame(() => r(undefined)));
        lastRowShown = Math.max(
          0,
          ...[...table.querySelectorAll('[role="row"][aria-rowindex]')].map((r) =>
            Number(r.getAttribute('aria-rowindex')),
          ),
        );
        if (lastRowShown === total + 1) break;
      }
      return {
        ms,
        domRows: Math.max(domRows, table.querySelectorAll('[role="row"]').length),
        lastRowReached: lastRowShown === total + 1,
        lastRowShown: lastRowShown - 1,
      };
    },
    { selector: MOVEMENTS_TABLE, rowHeight: ROW_HEIGHT, headerHeight: HEADER_HEIGHT },
  );
}

/** The page's JS heap after a full collection (bytes): what the rows really keep alive. */
export async function heapAfterGc(page: Page): Promise<{ used: number; total: number }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; totalSize: number };
    return { used: usage.usedSize, total: usage.totalSize };
  } finally {
    await cdp.detach();
  }
}
