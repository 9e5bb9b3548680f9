/** Debian's Chromium, launched as this machine allows (Playwright cannot download its own browser here). */
import { existsSync } from 'node:fs';
import { chromium, type LaunchOptions } from 'playwright-core';

export const CHROMIUM_PATH = process.env.BALCAO_CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Native date inputs follow the browser's UI language: dd/mm/aaaa, as in the Electron app.
  '--lang=pt-BR',
];

/**
 * This Chromium (new headless) opens every page as a browser window with hidden WebUI omnibox pop-ups, each a
 * renderer of its own (`chrome://omnibox-popup.top-chrome/…`) that no test, print or benchmark uses (D585, D695).
 * The first two remove one pop-up each in Chromium 156; the third is the full-WebUI variant, off by default there.
 */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

export const DISABLE_FEATURES = '--disable-features=';

/** The features named by `--disable-features` switches. */
export function featuresOf(switches: string[]): string[] {
  return switches.flatMap((arg) => arg.slice(DISABLE_FEATURES.length).split(',')).filter(Boolean);
}

const playwrightSwitches = new Map<string, Promise<string[]>>();

/**
 * The `--disable-features` switches a plain Playwright launch of this executable carries, read back from such a
 * browser (Chromium answers Browser.getBrowserCommandLine only with --enable-automation), once a process: the list is
 * Playwright's, changes with its version, and Playwright has no option to add to it (microsoft/playwright#36658).
 */
export function playwrightDisableFeatures(executablePath = CHROMIUM_PATH): Promise<string[]> {
  let switches = playwrightSwitches.get(executablePath);
  if (!switches) {
    switches = (async () => {
      const browser = await chromium.launch({ executablePath, args: ['--enable-automation', '--disable-gpu'] });
      try {
        const session = await browser.newBrowserCDPSession();
        const { arguments: commandLine } = await session.send('Browser.getBrowserCommandLine');
        return commandLine.filter((arg) => arg.startsWith(DISABLE_FEATURES));
      } finally {
        await browser.close();
      }
    })();
    playwrightSwitches.set(executablePath, switches);
  }
  return switches;
}

/**
 * The launch with one `--disable-features` holding Playwright's features, the caller's and the omnibox pop-ups':
 * Chromium keeps only the last such switch, so a second one would silently drop the others. Playwright's own switch
 * is left out (`ignoreDefaultArgs` drops an argument only by its exact text) and its features carried in ours.
 */
export async function withOneDisableFeatures(options: LaunchOptions): Promise<LaunchOptions> {
  const args = options.args ?? [];
  const ignored = options.ignoreDefaultArgs;
  const defaults = ignored === true ? [] : await playwrightDisableFeatures(options.executablePath ?? CHROMIUM_PATH);
  const features = new Set([
    ...featuresOf([...defaults, ...args.filter((arg) => arg.startsWith(DISABLE_FEATURES))]),
    ...OMNIBOX_POPUP_FEATURES,
  ]);
  return {
    ...options,
    args: [...args.filter((arg) => !arg.startsWith(DISABLE_FEATURES)), DISABLE_FEATURES + [...features].join(',')],
    ignoreDefaultArgs: ignored === true ? true : [...(Array.isArray(ignored) ? ignored : []), ...defaults],
  };
}

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM_PATH);
}

export async function launchChromium(options: LaunchOptions = {}) {
  return chromium.launch(
    await withOneDisableFeatures({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ...options }),
  );
}
