/**
 * The browser every browser test runs in (the `browser` of `fixtures.ts`' tests) has one `--disable-features`,
 * holding Playwright's own features and the omnibox pop-ups', and opens no pop-up with a page (D695). The same on
 * `launchChromium`, against a plain Playwright launch: tests/harness/chromium.test.ts.
 */
import { featuresOf, OMNIBOX_POPUP_FEATURES, playwrightDisableFeatures } from '../harness/chromium';
import { launchFacts } from '../harness/chromium-launch-facts';
import { expect, test } from './fixtures';

test('the tests’ browser: one --disable-features with Playwright’s features and the pop-ups’, no pop-up', async ({
  browser,
}) => {
  const facts = await launchFacts(browser);
  expect(facts.disableFeatures).toHaveLength(1);
  expect(featuresOf(facts.disableFeatures)).toEqual(
    expect.arrayContaining([...featuresOf(await playwrightDisableFeatures()), ...OMNIBOX_POPUP_FEATURES]),
  );
  expect(facts.omniboxTargets).toEqual([]);
});
