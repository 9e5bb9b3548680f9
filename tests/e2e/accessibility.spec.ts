/**
 * Accessibility: axe (axe-core, run in the page) on every screen and dialog, in the light and the dark color scheme
 * (the app follows the OS scheme until the employee picks one: Playwright's emulated `prefers-color-scheme` is
 * the OS), with no serious or critical violation, and every control named in the language on screen. Each test
 * signs in once and walks a group of screens; at each state the whole axe run is done in the light scheme, then
 * the scheme is switched in place and the rules that read colours are run again in the dark one: the screens'
 * markup does not depend on the scheme (only Mantine's CSS variables do), so one walk checks both. Every scan
 * waits for the state it checks (a tab's panel, a dialog, a menu), never for the clock. Transitions are turned off
 * so that a dialog fading in is never measured half-transparent.
 */
import type { Locator, Page } from '@playwright/test';
import axe, { type Result } from 'axe-core';
import type { WebHarness } from '../harness/web-harness';
import { expect, login, test } from './fixtures';
import { openCustomer } from './support';
import { fillOtherSignerCpf, fillSigningMoment } from './write-fields';

const PATRICIA = '27208447136'; // every line of business; certificate 000000925108; proposals; title 327202888
const CERT = '000000925108';
const FABIO = '73450767259'; // 28 portability requests
const NOT_A_CUSTOMER = '52998224725';
const HASH = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

const DIALOGS = '[role="dialog"]';

const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/** A violation as the report shows it: rule, impact, and where. */
function describe(violations: Result[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? v.help}`,
    ),
  );
}

/** axe's rules whose outcome depends on the colours: the only ones a change of scheme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Sets the OS scheme and waits until the app follows it. */
async function useScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/**
 * axe in the page itself (`axe.run`, as `@axe-core/playwright`'s legacy mode did: D597), with its source evaluated
 * once per page (evaluated again at every scan it cost 0.1–0.2 s of CPU), and only the violations reported: axe still runs every rule on every
 * node, but builds selectors and HTML for the violations alone (`resultTypes`), where the passes were most of its
 * report and of the result sent back (D705). The page has no frame (its CSP says `frame-src 'none'`), asserted
 * before each scan: axe in the top document then reads all there is.
 */
async function seriousViolations(page: Page, where: string, scope?: string, rules?: string[]): Promise<Result[]> {
  expect(page.frames(), `${where}: frames, which axe in the top document does not read`).toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ scope, rules }) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      const results = await inPage.run(scope ? { include: [scope] } : document, {
        resultTypes: ['violations'],
        ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
      });
      return results.violations;
    },
    { scope, rules },
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

async function expectNoSeriousViolation(page: Page, where: string, scope?: string, rules?: string[]): Promise<void> {
  expect.soft(describe(await seriousViolations(page, where, scope, rules)), where).toEqual([]);
}

/**
 * Every control has a name, and in the active language: the accessibility tree of each screen (Playwright's
 * ARIA snapshot: what a screen reader gets) is read, and each interactive element's name is checked.
 */
const INTERACTIVE =
  /^\s*- (button|link|textbox|searchbox|combobox|checkbox|radio|switch|slider|spinbutton|tab|menuitem|menuitemradio|menuitemcheckbox|option|listbox)\b(?: "((?:[^"\\]|\\.)*)")?/;

/** Words only the other language uses in names (the data shown, names of people and banks, never contains them). */
const FOREIGN_WORDS: Record<'pt-BR' | 'en', RegExp> = {
  en: /\b(Buscar|Sair|Fechar|Exportar|Revisar|Enviar|Voltar|Abrir|Salvar|Cancelar|Histórico|Configurações|Consultas?|Senha|Usuário|Certificado|Movimentações|Aporte|Comunicar|Alterar|Copiar|Mostrar|Ocultar|Próxima|Anterior|Página|Colunas|Limpar|Filtrar|Recolher|Expandir|Idioma|Alternar|Entrar|Renovar|Corrigir|Descartar|Aviso|Sinistro|Assinatura|Código|Endereço|Telefone|Cliente|Ordenar|Remover|Adicionar|Testar|Tentar|Pesquisar|Selecionar|Revelar|dados|não|de|do|da|em|para|com)\b/u,
  'pt-BR':
    /\b(Search|Sign out|Close|Export|Review|Send|Back|Open|Save|Cancel|History|Settings|Password|User|Show|Hide|Next|Previous|Page|Columns|Clear|Filter|Collapse|Expand|Language|Toggle|Renew|Discard|Copy|Remove|Add|Reveal|Customer|Try|the|of|to|with)\b/u,
};

interface NamedControl {
  role: string;
  name: string;
}

async function controlsOnScreen(page: Page): Promise<NamedControl[]> {
  const tree = await page.locator('body').ariaSnapshot();
  return tree.split('\n').flatMap((line) => {
    const match = INTERACTIVE.exec(line);
    return match ? [{ role: match[1] as string, name: (match[2] ?? '').replace(/\\"/g, '"').trim() }] : [];
  });
}

/** No control without a name, none named in the other language. */
async function expectNamedIn(page: Page, language: 'pt-BR' | 'en', where: string): Promise<void> {
  const controls = await controlsOnScreen(page);
  expect(controls.length, where).toBeGreaterThan(0);
  const unnamed = controls.filter((c) => c.name === '').map((c) => c.role);
  const foreign = controls.filter((c) => FOREIGN_WORDS[language].test(c.name)).map((c) => `${c.role} "${c.name}"`);
  expect.soft(unnamed, `${where}: controls without a name`).toEqual([]);
  expect.soft(foreign, `${where}: names not in ${language}`).toEqual([]);
}

/**
 * Runs axe on the page, or on what changed (`scope`: a tab's panel, the dialogs) when the rest was scanned
 * already: every rule in the light scheme, the colour rules again in the dark one; the page is left light. A
 * serious or critical violation fails the test (softly: the walk goes on, all are reported). The same state's
 * controls are checked for a name in pt-BR (the app's language in these walks) on the whole page: the walks
 * reach every screen a pt-BR walk of names would, so that walk is not paid for twice (D670); names do not depend
 * on the scheme, so they are read once.
 */
async function expectAccessible(page: Page, where: string, scope?: string): Promise<void> {
  await useScheme(page, 'light');
  await expectNamedIn(page, 'pt-BR', where);
  await expectNoSeriousViolation(page, `${where} (light)`, scope);
  await useScheme(page, 'dark');
  await expectNoSeriousViolation(page, `${where} (dark)`, scope, COLOUR_RULES);
  await useScheme(page, 'light');
}

async function prepare(page: Page): Promise<void> {
  await page.addStyleTag({ content: NO_TRANSITIONS });
}

const menuItem = (page: Page, name: string) => page.getByRole('navigation').getByRole('button', { name, exact: true });

/** Clicks each tab of a tab list in turn and scans it once its panel is up. */
async function scanEachTab(page: Page, tabs: Locator, where: string): Promise<void> {
  const names = await tabs.getByRole('tab').allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    await tabs.getByRole('tab', { name, exact: true }).click();
    const panel = page.getByRole('tabpanel', { name, exact: true });
    await expect(panel).toBeVisible();
    // The panel's data loaded (or said why not): no loader left inside it.
    await expect(panel.locator('.mantine-Loader-root, [aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page, `${where} → ${name}`, `[id="${await panel.getAttribute('id')}"]`);
  }
}

async function openCertificate(page: Page): Promise<void> {
  await openCustomer(page, PATRICIA);
  await page.getByRole('button', { name: `Abrir certificado ${CERT}` }).click();
  await expect(page.getByRole('heading', { name: `Certificado ${CERT}` })).toBeVisible();
}

/** The write dialog at its form step, then (filled by `fill`) at its review step, then cancelled. */
async function scanWriteDialog(
  page: Page,
  dialog: Locator,
  where: string,
  fill: (dialog: Locator) => Promise<void>,
): Promise<void> {
  await expect(dialog).toBeVisible();
  await expectAccessible(page, `${where}: form`, DIALOGS);
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Revisar envio' }).click();
  await expect(dialog.getByRole('table', { name: 'Resumo do envio' })).toBeVisible();
  await expectAccessible(page, `${where}: review`, DIALOGS);
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Descartar o que foi preenchido?' });
  await expect(discard).toBeVisible();
  await expectAccessible(page, `${where}: discard confirmation`, DIALOGS);
  await discard.getByRole('button', { name: 'Descartar' }).click();
  await expect(dialog).toBeHidden();
}

async function fillSigner(dialog: Locator): Promise<void> {
  await fillSigningMoment(dialog, '2026-05-20T10:00');
  await dialog.getByLabel('Endereço IP').fill('200.187.10.20');
  await fillOtherSignerCpf(dialog, '52998224725');
  await dialog.getByLabel('Nome do responsável').fill('Patrícia Luiza Ribeiro');
  await dialog.getByLabel('E-mail do responsável').fill('patricia@example.com.br');
  await dialog.getByLabel('Login do usuário').fill('agencia.centro');
  await dialog.getByLabel('E-mail do usuário').fill('agencia@example.com.br');
}

async function expireTokens(harness: WebHarness): Promise<void> {
  const response = await fetch(`${await harness.sandboxUrl()}/_sandbox/tokens/expire`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
  });
  expect(response.status).toBe(204);
}

test.describe('light and dark schemes', () => {
  // Each test walks a dozen screens and axe reads each whole page twice: the time goes to the walk, not to waiting.
  test.describe.configure({ timeout: 240_000 });

  test.beforeEach(async ({ app }) => {
    await prepare(app);
  });

  test('login, search, not found, Ctrl+K, the customer with each product tab, and the portability export menu', async ({
    app,
  }) => {
    await expect(app.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expectAccessible(app, 'login');
    await app.getByLabel('Usuário').fill('atendente');
    await app.getByLabel('Senha').fill('errada');
    await app.getByRole('button', { name: 'Entrar' }).click();
    await expect(app.getByRole('alert').first()).toBeVisible();
    await expectAccessible(app, 'login refused');
    await login(app);
    await expect(app.getByLabel('CPF do cliente')).toBeVisible();
    await expectAccessible(app, 'search');

    await app.getByLabel('CPF do cliente').fill('12345678900');
    await app.getByLabel('CPF do cliente').press('Enter');
    await expect(app.getByText('CPF inválido: confira os dígitos.')).toBeVisible();
    await expectAccessible(app, 'search with an invalid CPF');

    await app.getByLabel('CPF do cliente').fill(NOT_A_CUSTOMER);
    await app.getByLabel('CPF do cliente').press('Enter');
    await expect(app.getByText('Cliente não encontrado')).toBeVisible();
    await expect(app.getByLabel('CPF do cliente')).toBeFocused();
    await expectAccessible(app, 'customer not found');

    await app.keyboard.press('Control+K');
    const spotlight = app.getByRole('textbox', { name: 'CPF do cliente (000.000.000-00)' });
    await expect(spotlight).toBeFocused();
    await expectAccessible(app, 'Ctrl+K, empty', DIALOGS);
    await app.keyboard.type('123');
    await expectAccessible(app, 'Ctrl+K, an invalid CPF', DIALOGS);
    await spotlight.fill(PATRICIA);
    await expect(app.getByText('Abrir cliente 272.084.471-36')).toBeVisible();
    await expectAccessible(app, 'Ctrl+K, a valid CPF', DIALOGS);
    await app.keyboard.press('Escape');
    await expect(spotlight).toBeHidden();

    await openCustomer(app, PATRICIA);
    await expectAccessible(app, 'customer');
    await scanEachTab(app, app.getByRole('tablist', { name: 'Produtos do cliente' }), 'customer');

    await openCustomer(app, FABIO);
    await app.getByRole('tab', { name: 'Portabilidade' }).click();
    const exportButton = app
      .getByRole('tabpanel', { name: 'Portabilidade' })
      .getByRole('button', { name: /^Exportar/ });
    await exportButton.click();
    await expect(app.getByRole('menu')).toBeVisible();
    await expectAccessible(app, 'portability export menu', '[role="menu"]');
  });

  test('the certificate with each tab, its export menu and the export done message, and the contribution dialog', async ({
    app,
    harness,
  }) => {
    await login(app);
    await openCertificate(app);
    await expect(app.getByRole('table', { name: 'Movimentações financeiras' })).toHaveAttribute(
      'data-total-rows',
      '1000',
    );
    await expectAccessible(app, 'certificate');
    await scanEachTab(app, app.getByRole('tablist').first(), 'certificate');

    await app.getByRole('tablist').first().getByRole('tab').first().click();
    const columns = app.getByRole('button', { name: 'Colunas de Movimentações financeiras' });
    await columns.click();
    await expect(app.getByRole('menu')).toBeVisible();
    await expectAccessible(app, 'certificate columns menu', '[role="menu"]');
    await app.keyboard.press('Escape');
    await expect(app.getByRole('menu')).toBeHidden();
    await app.getByRole('button', { name: 'Exportar', exact: true }).first().click();
    const excel = app.getByRole('menuitem', { name: /Excel \(Brasil\)/ });
    await expect(excel).toBeVisible();
    await expectAccessible(app, 'certificate export menu', '[role="menu"]');
    harness.savePath.value = `${harness.userDataDir}/acessibilidade.csv`;
    await excel.click();
    await expect(app.getByText('Exportação concluída')).toBeVisible();
    // Under the pointer the notice stays (Mantine pauses its auto-close) while axe reads it in both schemes.
    const notice = app.locator('.mantine-Notification-root').first();
    await notice.hover();
    await expectAccessible(app, 'export done', '.mantine-Notification-root');
    // Closed as the employee would: held open under the pointer, it would cover the buttons under it.
    await notice.getByRole('button', { name: 'Fechar aviso' }).click();
    await expect(notice).toBeHidden();

    await app.getByRole('button', { name: 'Aporte esporádico' }).click();
    await scanWriteDialog(
      app,
      app.getByRole('dialog', { name: 'Aporte esporádico' }),
      'contribution (Op4)',
      async (dialog) => {
        await dialog.getByLabel('Valor do aporte (R$)').fill('100,00');
        await dialog.getByRole('combobox', { name: 'Código do fundo 1' }).fill('FND0011');
        await dialog.getByRole('combobox', { name: 'Código do fundo 1' }).press('Tab');
        await dialog.getByLabel('Percentual do fundo 1 (%)').fill('100');
      },
    );
  });

  test('references with each tab, History with its export, Settings', async ({ app }) => {
    await login(app);
    await menuItem(app, 'Consultas de referência').click();
    await expect(app.getByRole('heading', { name: 'Consultas de referência' })).toBeVisible();
    await scanEachTab(app, app.getByRole('tablist').first(), 'references');

    await menuItem(app, 'Histórico').click();
    await expect(app.getByRole('table', { name: 'Histórico de operações' })).toBeVisible();
    await expect(app.locator('.mantine-Loader-root')).toHaveCount(0);
    await expectAccessible(app, 'History');

    await menuItem(app, 'Configurações').click();
    await expect(app.getByRole('heading', { name: 'Configurações' })).toBeVisible();
    await expect(app.locator('.mantine-Loader-root')).toHaveCount(0);
    await expectAccessible(app, 'Settings');
  });

  test('each write dialog at its form and review steps', async ({ app }) => {
    await login(app);
    await openCustomer(app, PATRICIA);

    await app.getByRole('button', { name: 'Aviso de sinistro' }).first().click();
    await scanWriteDialog(
      app,
      app.getByRole('dialog', { name: 'Aviso de sinistro' }),
      'claim notice (Op3)',
      async (dialog) => {
        await dialog.getByLabel('Nome do segurado').fill('José Carlos Ribeiro');
        await dialog.getByLabel('Data de nascimento do segurado').fill('21/07/1958');
        await dialog.getByRole('radio', { name: 'Vida' }).check();
        await dialog.getByLabel('E-mail').fill('familia.ribeiro@example.com.br');
      },
    );

    await app.getByRole('tab', { name: 'Capitalização' }).click();
    await app.getByRole('button', { name: 'Alterar dados de pagamento do título 327202888' }).click();
    await scanWriteDialog(
      app,
      app.getByRole('dialog', { name: 'Dados de pagamento do título' }),
      'payment data (Op5)',
      async (dialog) => {
        await dialog.getByLabel('Banco (código)').fill('237');
        await dialog.getByLabel('Agência').fill('0123');
        await dialog.getByLabel('Conta').fill('45678-9');
      },
    );

    await app.getByRole('tab', { name: 'Vida' }).click();
    await app.getByRole('button', { name: 'Comunicar hash da proposta PV2026418052' }).click();
    await scanWriteDialog(
      app,
      app.getByRole('dialog', { name: 'Comunicar hash de assinatura (vida)' }),
      'life signature hash (Op2)',
      async (dialog) => {
        await dialog.getByLabel('Hash da assinatura').fill(HASH);
        await fillSigner(dialog);
      },
    );

    await app.getByRole('button', { name: 'Data de assinatura da proposta PV2026418052' }).click();
    await scanWriteDialog(
      app,
      app.getByRole('dialog', { name: 'Data de assinatura da proposta' }),
      'proposal signature date (Op7)',
      async (dialog) => {
        await dialog.getByLabel('Data de assinatura').fill('01/06/2026');
      },
    );

    await app.getByRole('tab', { name: 'Propostas' }).click();
    await app.getByRole('button', { name: 'Comunicar assinatura da proposta PP2026988538' }).click();
    await scanWriteDialog(
      app,
      app.getByRole('dialog', { name: 'Comunicar assinatura de proposta (previdência)' }),
      'pension signature (Op6)',
      async (dialog) => {
        await dialog.getByRole('radio', { name: 'Digital' }).check();
        await fillSigner(dialog);
      },
    );
  });

  test('the session dialogs: expired, and the read failing meanwhile', async ({ app, harness }) => {
    await login(app);
    await openCustomer(app, PATRICIA);
    await expireTokens(harness);
    await app.getByRole('tab', { name: 'Fundo de pensão' }).click();
    const relogin = app.getByRole('dialog', { name: /Sessão expirada/ });
    await expect(relogin.getByLabel('Senha')).toBeFocused();
    await expectAccessible(app, 'session expired', DIALOGS);
    await relogin.getByLabel('Senha').fill('errada');
    await relogin.getByRole('button', { name: 'Entrar' }).click();
    await expect(relogin.getByRole('alert')).toBeVisible();
    await expectAccessible(app, 'session expired, wrong password', DIALOGS);
  });
});

test.describe('light and dark schemes, the clock driven', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the warning ahead of the end and the renewal dialog', async ({ page, harness }) => {
    await harness.attach(page);
    await page.clock.install();
    await page.goto(harness.url);
    await prepare(page);
    await login(page);
    await openCustomer(page, PATRICIA);
    // As in session.spec.ts: 12:30 first (the warning's schedule is up by then), then past the two minutes left.
    await page.clock.fastForward('12:30');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.clock.fastForward('00:40');
    const warning = page.getByRole('status').filter({ hasText: 'Sua sessão está terminando' });
    await expect(warning).toBeVisible();
    await expectAccessible(page, 'session warning');
    await warning.getByRole('button', { name: 'Renovar sessão' }).click();
    const renew = page.getByRole('dialog', { name: 'Renovar sessão' });
    await expect(renew.getByLabel('Senha')).toBeFocused();
    await expectAccessible(page, 'session renewal', DIALOGS);
  });
});

/**
 * The scan's own options (the source kept in the page, violations alone reported) must not hide a violation: a
 * button without a name is caught by the light run of every rule, text too faint in the dark scheme alone by the
 * dark run of the colour rules, and the faint text is not reported in the light scheme, where it is legible.
 */
test('the scan catches a control without a name, and text too faint in the dark scheme only', async ({ app }) => {
  await prepare(app);
  await expect(app.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await app.addStyleTag({
    content: `#nameless, #faint { position: fixed; left: 0; z-index: 1000; background: #fff; color: #000; }
      #nameless { top: 0; } #faint { top: 40px; }
      [data-mantine-color-scheme='dark'] #faint { background: #242424; color: #3a3a3a; }`,
  });
  await app.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', '<button id="nameless"></button><p id="faint">Texto</p>'),
  );
  const found = async (where: string, rules?: string[]) =>
    (await seriousViolations(app, where, undefined, rules)).flatMap((v) =>
      v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`),
    );

  await useScheme(app, 'light');
  const light = await found('light');
  expect(light).toContain('button-name #nameless');
  expect(light).not.toContain('color-contrast #faint');
  await useScheme(app, 'dark');
  expect(await found('dark', COLOUR_RULES)).toContain('color-contrast #faint');
});

/** The English names the walk of names finds its way by. */
const WORDS = {
  user: 'User name',
  signIn: 'Sign in',
  search: 'Find customer',
  history: 'History',
  references: 'Reference lookups',
  settings: 'Settings',
  products: "Customer's products",
  cpf: "Customer's CPF",
  open: `Open certificate ${CERT}`,
  movements: 'Financial movements',
  contribution: 'One-off contribution',
  claim: 'Claim notice',
  pension: 'Pension',
} as const;

/**
 * The walk of names in English. pt-BR's names are checked at every state of the axe walks above
 * (`expectAccessible`), which reach each screen and dialog this walk reaches, so that walk is not made twice (D670).
 */
test.describe('accessible names in the active language', () => {
  test.describe.configure({ timeout: 240_000 });

  test('en: every control of every screen has a name, in en', async ({ app }) => {
    const language = 'en';
    const words = WORDS;
    await prepare(app);
    await app.getByText('EN', { exact: true }).click();
    await expect(app.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNamedIn(app, language, 'login');
    await app.getByLabel(words.user).fill('atendente');
    await app.locator('input[type="password"]').fill('Balcao@2026');
    await app.getByRole('button', { name: words.signIn }).click();
    const cpf = app.getByLabel(words.cpf, { exact: true });
    await expect(cpf).toBeVisible();
    await expectNamedIn(app, language, 'search');

    await app.keyboard.press('Control+K');
    await expect(app.getByRole('dialog').getByRole('textbox')).toBeFocused();
    await expectNamedIn(app, language, 'Ctrl+K');
    await app.keyboard.press('Escape');

    await cpf.fill(PATRICIA);
    await cpf.press('Enter');
    const products = app.getByRole('tablist', { name: words.products });
    await expect(products).toBeVisible();
    for (const name of await products.getByRole('tab').allInnerTexts()) {
      await products.getByRole('tab', { name, exact: true }).click();
      const panel = app.getByRole('tabpanel', { name, exact: true });
      await expect(panel.locator('.mantine-Loader-root, [aria-busy="true"]')).toHaveCount(0);
      await expectNamedIn(app, language, `customer → ${name}`);
    }

    await products.getByRole('tab').first().click();
    await app.getByRole('button', { name: words.claim }).first().click();
    await expect(app.getByRole('dialog', { name: words.claim })).toBeVisible();
    await expectNamedIn(app, language, 'claim notice dialog');
    await app.keyboard.press('Escape');
    await expect(app.getByRole('dialog', { name: words.claim })).toBeHidden();

    await app.getByRole('tab', { name: words.pension, exact: true }).click();
    await app.getByRole('button', { name: words.open }).click();
    await expect(app.getByRole('table', { name: words.movements })).toHaveAttribute('data-total-rows', '1000');
    const certificateTabs = app.getByRole('tablist').first();
    for (const name of await certificateTabs.getByRole('tab').allInnerTexts()) {
      await certificateTabs.getByRole('tab', { name, exact: true }).click();
      const panel = app.getByRole('tabpanel', { name, exact: true });
      await expect(panel.locator('.mantine-Loader-root, [aria-busy="true"]')).toHaveCount(0);
      await expectNamedIn(app, language, `certificate → ${name}`);
    }
    await app.getByRole('button', { name: words.contribution }).click();
    await expect(app.getByRole('dialog', { name: words.contribution })).toBeVisible();
    await expectNamedIn(app, language, 'contribution dialog');
    await app.keyboard.press('Escape');
    await expect(app.getByRole('dialog', { name: words.contribution })).toBeHidden();

    for (const screen of ['references', 'history', 'settings'] as const) {
      await menuItem(app, words[screen]).click();
      await expect(app.getByRole('heading', { name: words[screen] }).first()).toBeVisible();
      await expect(app.locator('.mantine-Loader-root')).toHaveCount(0);
      await expectNamedIn(app, language, screen);
    }
  });
});

test.describe('the virtual table for screen readers', () => {
  test('rows announce their place in the whole list; Enter, the arrows, Page Down, End, Home move the focused row through all of it; Esc returns to the table', async ({
    app,
  }) => {
    await login(app);
    await openCertificate(app);
    const table = app.getByRole('table', { name: 'Movimentações financeiras' });
    await expect(table).toHaveAttribute('data-total-rows', '1000');
    await expect(table).toHaveAttribute('aria-rowcount', '1001');
    // Column headers, the sorted one saying how.
    await expect(table.getByRole('columnheader').first()).toBeVisible();
    await expect(
      table.locator('[role="columnheader"][aria-sort="descending"], [role="columnheader"][aria-sort="ascending"]'),
    ).toHaveCount(1);
    await expect(table).toHaveAccessibleDescription(/Enter percorre as linhas/);

    const focusedRow = () => app.locator('[role="row"]:focus');
    await table.focus();
    await app.keyboard.press('Enter');
    await expect(focusedRow()).toHaveAttribute('aria-rowindex', '2');
    await app.keyboard.press('ArrowDown');
    await expect(focusedRow()).toHaveAttribute('aria-rowindex', '3');
    await app.keyboard.press('ArrowUp');
    await expect(focusedRow()).toHaveAttribute('aria-rowindex', '2');
    await app.keyboard.press('PageDown');
    await expect.poll(async () => Number(await focusedRow().getAttribute('aria-rowindex'))).toBeGreaterThan(3);
    // The last row of the list, never drawn before: drawn, focused and in view.
    await app.keyboard.press('End');
    await expect(focusedRow()).toHaveAttribute('aria-rowindex', '1001');
    await expect(focusedRow()).toBeVisible();
    await app.keyboard.press('Home');
    await expect(focusedRow()).toHaveAttribute('aria-rowindex', '2');
    await app.keyboard.press('Escape');
    await expect(table).toBeFocused();
  });
});
