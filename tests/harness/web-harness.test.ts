/**
 * The browser harness's binding (window.api over Playwright instead of Electron's IPC) applies the same sender
 * check as ipcMain: only the harness page's own main frame is answered; another origin, an
 * iframe (of any origin) or a data: page gets `forbidden`, and the message never reaches a handler.
 * Needs Debian's Chromium (`/usr/bin/chromium`, or BALCAO_CHROMIUM); skipped with the reason without it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, chromiumAvailable, launchChromium } from './chromium';
import { startWebHarness, type WebHarness } from './web-harness';

const available = chromiumAvailable();
if (!available) console.warn(`[web-harness] skipped: no Chromium at ${CHROMIUM_PATH}`);

let harness: WebHarness;
let browser: Browser;
let context: BrowserContext;
let other: Server;
let otherOrigin: string;
let appOrigin: string;

const PAGE = (body: string) => ({
  status: 200,
  contentType: 'text/html; charset=utf-8',
  body: `<!doctype html><html><body>${body}</body></html>`,
});

beforeAll(async () => {
  if (!available) return;
  harness = await startWebHarness();
  appOrigin = new URL(harness.url).origin;
  other = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>outro site</p>'),
  );
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  browser = await launchChromium();
  context = await browser.newContext();
  await harness.attach(context);
  // Pages of our own making at both origins (no CSP), to put frames where the real app never allows them.
  await context.route(`${appOrigin}/probe/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    return route.fulfill(
      path.endsWith('/frames.html')
        ? PAGE(
            `<iframe src="${appOrigin}/probe/child.html"></iframe><iframe src="${otherOrigin}/probe/child.html"></iframe>`,
          )
        : PAGE('<p>filho</p>'),
    );
  });
  await context.route(`${otherOrigin}/probe/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    return route.fulfill(
      path.endsWith('/frames.html')
        ? PAGE(`<iframe src="${appOrigin}/probe/child.html"></iframe>`)
        : PAGE('<p>filho</p>'),
    );
  });
}, 60_000);

afterAll(async () => {
  if (!available) return;
  await browser?.close();
  await new Promise<void>((resolve) => other.close(() => resolve()));
  await harness?.stop();
});

/** What `window.api.session.current()` answers in that frame. */
function askFrom(frame: Frame | Page): Promise<{ ok: boolean; error?: { code: string } }> {
  return frame.evaluate(() =>
    (
      window as unknown as { api: { session: { current(): Promise<{ ok: boolean; error?: { code: string } }> } } }
    ).api.session.current(),
  );
}

/** The binding called directly, as a hostile page would. */
function rawFrom(frame: Frame | Page): Promise<string> {
  return frame.evaluate(() =>
    (window as unknown as { __balcaoIpc(wire: string, payload: string | null): Promise<string> }).__balcaoIpc(
      'balcao:settings.update',
      '{"theme":"dark"}',
    ),
  );
}

describe.skipIf(!available)('the web harness binding checks who is asking', () => {
  it("answers the harness page's own main frame", async () => {
    const page = await context.newPage();
    await page.goto(`${appOrigin}/probe/child.html`);
    expect(await askFrom(page)).toMatchObject({ ok: true });
    await page.close();
  });

  it("refuses another origin's page, a data: page, and iframes of any origin; nothing reaches a handler", async () => {
    const theme = async () => (await harness.services.settings.view()).theme;
    const before = await theme();
    const logBefore = harness.logLines.length;

    const foreign = await context.newPage();
    await foreign.goto(`${otherOrigin}/probe/child.html`);
    expect(await askFrom(foreign)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(JSON.parse(await rawFrom(foreign))).toMatchObject({ ok: false, error: { code: 'forbidden' } });

    const framed = await context.newPage();
    await framed.goto(`${otherOrigin}/probe/frames.html`);
    const appFrameInForeignPage = framed.frames().find((f) => f.url().startsWith(appOrigin))!;
    expect(appFrameInForeignPage).toBeDefined();
    expect(await askFrom(appFrameInForeignPage)).toMatchObject({ ok: false, error: { code: 'forbidden' } });

    const own = await context.newPage();
    await own.goto(`${appOrigin}/probe/frames.html`);
    expect(await askFrom(own)).toMatchObject({ ok: true });
    for (const frame of own.frames().filter((f) => f !== own.mainFrame())) {
      expect(await askFrom(frame), frame.url()).toMatchObject({ ok: false, error: { code: 'forbidden' } });
      expect(JSON.parse(await rawFrom(frame)), frame.url()).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    }

    const data = await context.newPage();
    await data.goto('data:text/html,<p>dados</p>');
    const hasBinding = await data.evaluate(
      () => typeof (window as unknown as { __balcaoIpc?: unknown }).__balcaoIpc === 'function',
    );
    if (hasBinding) expect(JSON.parse(await rawFrom(data))).toMatchObject({ ok: false, error: { code: 'forbidden' } });

    expect(await theme()).toBe(before);
    expect(harness.logLines.slice(logBefore).filter((line) => /IPC recusado/.test(line)).length).toBeGreaterThanOrEqual(
      5,
    );
    for (const page of [foreign, framed, own, data]) await page.close();
  });
});
