/**
 * The browser every browser test runs in (the `browser` of `fixtures.ts`' tests, on the config's launch options) has
 * one `--disable-features` with Playwright's features and the omnibox pop-ups' (D695). A file with launch options of
 * its own: layout.spec.ts.
 */
import { test } from './fixtures';
import { expectOneDisableFeatures } from './support';

test('the tests’ browser: one --disable-features with Playwright’s features and the pop-ups’, no pop-up', async ({
  browser,
}) => {
  await expectOneDisableFeatures(browser);
});
