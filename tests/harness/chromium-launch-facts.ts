/**
 * What a launched Chromium runs with, read from the browser itself: the `--disable-features` switches of the command
 * line chrome://version shows (the one Chromium parsed, any wrapper's additions included) and the omnibox pop-up
 * targets alive while a page is open (they start with the page's window and end with its context).
 */
import type { Browser } from 'playwright-core';
import { DISABLE_FEATURES } from './chromium';

export interface LaunchFacts {
  disableFeatures: string[];
  omniboxTargets: string[];
}

export async function launchFacts(browser: Browser): Promise<LaunchFacts> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('chrome://version');
    const commandLine = (await page.locator('#command_line').textContent()) ?? '';
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    await session.detach();
    return {
      disableFeatures: commandLine.split(/\s+/).filter((arg) => arg.startsWith(DISABLE_FEATURES)),
      omniboxTargets: targetInfos.map(({ url }) => url).filter((url) => url.startsWith('chrome://omnibox-popup')),
    };
  } finally {
    await context.close();
  }
}
