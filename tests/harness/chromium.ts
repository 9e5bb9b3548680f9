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

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM_PATH);
}

export function launchChromium(options: LaunchOptions = {}) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ...options });
}
