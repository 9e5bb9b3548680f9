/**
 * One `--disable-features` on every Chromium the tests launch (D695): Chromium keeps only the last such switch, so
 * ours must carry Playwright's own features (PaintHolding, HttpsUpgrades…) as well as the omnibox pop-ups', which this
 * Chromium otherwise opens as two hidden renderers with every page. Checked on launched browsers, against a plain
 * Playwright launch read the same way. Needs Debian's Chromium; skipped with the reason without it.
 */
import fc from 'fast-check';
import { chromium, type Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type LaunchFacts, launchFacts } from './chromium-launch-facts';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  chromiumAvailable,
  DISABLE_FEATURES,
  featuresOf,
  launchChromium,
  OMNIBOX_POPUP_FEATURES,
  playwrightDisableFeatures,
  withOneDisableFeatures,
} from './chromium';

const available = chromiumAvailable();
if (!available) console.warn(`[chromium] skipped: no Chromium at ${CHROMIUM_PATH}`);

let plain: LaunchFacts;
let ours: LaunchFacts;

beforeAll(async () => {
  if (!available) return;
  const browsers: Browser[] = [];
  try {
    browsers.push(await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }));
    plain = await launchFacts(browsers[0]!);
    browsers.push(await launchChromium());
    ours = await launchFacts(browsers[1]!);
  } finally {
    await Promise.all(browsers.map((browser) => browser.close()));
  }
}, 120_000);

describe.skipIf(!available)('the Chromium the tests launch', () => {
  it('a plain Playwright launch has its own --disable-features and opens the omnibox pop-ups with a page', () => {
    expect(plain.disableFeatures).toHaveLength(1);
    expect(featuresOf(plain.disableFeatures)).toContain('PaintHolding');
    expect(plain.omniboxTargets.length).toBeGreaterThan(0);
  });

  it('launchChromium: one --disable-features holding every one of Playwright’s features and the pop-ups’, no pop-up', async () => {
    expect(ours.disableFeatures).toHaveLength(1);
    expect(featuresOf(ours.disableFeatures)).toEqual(
      expect.arrayContaining([...featuresOf(plain.disableFeatures), ...OMNIBOX_POPUP_FEATURES]),
    );
    expect(ours.omniboxTargets).toEqual([]);
    expect(await playwrightDisableFeatures()).toEqual(plain.disableFeatures);
  });

  it('withOneDisableFeatures merges every switch it is given, keeps the other arguments, drops only Playwright’s switch', async () => {
    const defaults = await playwrightDisableFeatures();
    const feature = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,11}$/);
    const arg = fc.oneof(
      fc.array(feature, { maxLength: 4 }).map((names) => `--disable-features=${names.join(',')}`),
      fc.stringMatching(/^--[a-z][a-z-]{0,15}(=[a-z0-9,]{0,8})?$/).filter((a) => !a.startsWith('--disable-features')),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(arg, { maxLength: 8 }),
        fc.oneof(fc.constantFrom(undefined, true, false), fc.array(fc.constant('--mute-audio'))),
        async (args, ignoreDefaultArgs) => {
          const merged = await withOneDisableFeatures({ executablePath: CHROMIUM_PATH, args, ignoreDefaultArgs });
          const isSwitch = (a: string) => a.startsWith(DISABLE_FEATURES);
          const switches = merged.args!.filter(isSwitch);
          expect(switches).toHaveLength(1);
          expect(merged.args!.at(-1)).toBe(switches[0]);
          expect(merged.args!.slice(0, -1)).toEqual(args.filter((a) => !isSwitch(a)));
          const fromPlaywright = ignoreDefaultArgs === true ? [] : defaults;
          expect(new Set(featuresOf(switches))).toEqual(
            new Set([...featuresOf([...fromPlaywright, ...args.filter(isSwitch)]), ...OMNIBOX_POPUP_FEATURES]),
          );
          expect(merged.ignoreDefaultArgs).toEqual(
            ignoreDefaultArgs === true
              ? true
              : [...(Array.isArray(ignoreDefaultArgs) ? ignoreDefaultArgs : []), ...defaults],
          );
        },
      ),
    );
  });
});
