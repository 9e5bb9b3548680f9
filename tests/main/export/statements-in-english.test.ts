/**
 * The statements in English (D571, D572) through IPC, against the embedded sandbox, read back with poppler: the
 * movements and balance PDFs the employee asked in English carry no Portuguese word of the tables they are written
 * from (property: every word of a pt-BR value that its English table does not also use is absent, but where the
 * service's own text — descriptions, names — says it), "page X of Y" on every page, and their summary
 * still reconciles as read back in English separators. A language outside the enum is refused and nothing is
 * written; an English request for a CSV (the accountant's pt-BR file, D625) too.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_WORDS } from '../../../src-main/export/statement-words';
import { SUMMARY_KIND_WORDS } from '../../../src-shared/statements/period-summary';
import { BALANCE_CHART_WORDS } from '../../../src-shared/words/balance-chart-words';
import { MOVEMENT_STATUS_WORDS, MOVEMENT_TYPE_WORDS } from '../../../src-shared/words/code-words';
import type { Dictionary } from '../../../src-shared/words/dictionary';
import { ENVIRONMENT_WORDS } from '../../../src-shared/words/environment-words';
import { chromiumAvailable } from '../../harness/chromium';
import { type ChromiumStatementPrinter, chromiumStatementPrinter } from '../../harness/chromium-statement-printer';
import { data, type IpcHarness, startIpcHarness } from '../../support/ipc-harness';
import { POPPLER } from '../../support/pdf-word-boxes';
import { demoWorld } from '../../support/sandbox-fixture';
import { picks } from '../../support/world-picks';
import { portugueseOnlyWords, wordsOf } from '../../support/portuguese-words';

const CHROMIUM = chromiumAvailable();
const p = picks(demoWorld());
const cpf = p.pensionHolder.cliente.cpf;
const movementsPath = { idcliente: cpf, idcertificado: p.pensionCertificate.numeroCertificado };
const balancePath = { ...movementsPath, idcobertura: p.coverage.codigo, idfundo: p.fund.codigo };

/** The tables an English statement is written from. */
const TABLES: Dictionary<string>[] = [
  STATEMENT_WORDS,
  BALANCE_CHART_WORDS,
  SUMMARY_KIND_WORDS,
  MOVEMENT_TYPE_WORDS,
  MOVEMENT_STATUS_WORDS,
  ENVIRONMENT_WORDS,
];

/** Every word the pt-BR values use that no English value of these tables uses. */
const PORTUGUESE = portugueseOnlyWords(TABLES);
/** The employee's login the harness signs in with: the heading names it, it is no word of ours. */
const LOGIN = 'atendente';

/** "R$1,234.56" → 123456n; "-R$1.00" → -100n. */
const centsOfText = (text: string) => BigInt(text.replace(/[R$\s,.\u00a0]/g, ''));
function quotaUnitsOfText(text: string): bigint {
  const [whole = '0', fraction = ''] = text.replace(/,/g, '').split('.');
  const negative = whole.startsWith('-');
  const units = BigInt(whole.replace('-', '')) * 100_000_000n + BigInt(fraction.padEnd(8, '0').slice(0, 8));
  return negative ? -units : units;
}

const LABEL = new RegExp(
  `^\\s*(Opening balance|Closing balance|Change in the quota's value|${Object.values(SUMMARY_KIND_WORDS.en).join('|')})`,
);

/** Each summary block as pdftotext writes it, up to its closing balance: opening + the rest = closing, in R$ and quotas. */
function expectReconciled(text: string): number {
  let blocks = 0;
  let block: { label: string; cents?: bigint; units?: bigint }[] = [];
  for (const raw of text.replace(/\u00a0/g, ' ').split('\n')) {
    const label = LABEL.exec(raw)?.[1];
    if (!label) continue;
    const money = /(-?R\$\s?[\d,]+\.\d{2})(?:\s+(-?[\d,]+\.\d+))?\s*$/.exec(raw);
    block.push({
      label,
      ...(money ? { cents: centsOfText(money[1]!) } : {}),
      ...(money?.[2] ? { units: quotaUnitsOfText(money[2]) } : {}),
    });
    if (label !== 'Closing balance') continue;
    const opening = block.find((l) => l.label === 'Opening balance')!;
    const closing = block.at(-1)!;
    const rest = block.slice(1, -1);
    expect(rest.reduce((t, l) => t + (l.cents ?? 0n), opening.cents!)).toBe(closing.cents);
    if (opening.units !== undefined)
      expect(rest.reduce((t, l) => t + (l.units ?? 0n), opening.units)).toBe(closing.units);
    blocks++;
    block = [];
  }
  return blocks;
}

describe.skipIf(!CHROMIUM || !POPPLER)('the statements in English, read back', { timeout: 600_000 }, () => {
  let h: IpcHarness;
  let printer: ChromiumStatementPrinter;
  let dir: string;
  /** Words the service's own text uses (descriptions, names): a Portuguese word there is the service's, not ours. */
  const serviceWords = new Set<string>();
  const target = { path: '' };
  const texts: Record<string, string> = {};

  beforeAll(async () => {
    printer = chromiumStatementPrinter();
    h = await startIpcHarness({ savePath: () => target.path, statementPrinter: printer });
    await h.login(LOGIN);
    dir = join(h.userDataDir, 'english');
    mkdirSync(dir, { recursive: true });
    const said: unknown[] = [
      data(await h.api.pension.listFinancialMovements({ path: movementsPath })).data,
      data(await h.api.pension.getDetailedBalance({ path: balancePath })).data,
      data(await h.api.pension.getAccumulatedProfitability({ path: balancePath })).data,
      data(await h.api.customers.getCustomer({ path: { idpessoafisica: cpf } })).data,
      data(await h.api.settings.get()),
    ];
    for (const word of wordsOf(`${JSON.stringify(said)} ${LOGIN}`)) serviceWords.add(word);
    for (const [name, kind, path] of [
      ['movements.pdf', 'movements', movementsPath],
      ['balance.pdf', 'balance', balancePath],
    ] as const) {
      target.path = join(dir, name);
      data(await h.api.export.file({ kind, format: 'pdf', path, language: 'en' } as never));
      texts[name] = execFileSync('pdftotext', ['-layout', target.path, '-'], { encoding: 'utf8' });
    }
  }, 600_000);

  afterAll(async () => {
    await h?.stop();
    await printer?.close();
  });

  it.each(['movements.pdf', 'balance.pdf'])('%s: no Portuguese word of its tables', (name) => {
    const text = texts[name]!;
    const found = wordsOf(text).filter((word) => PORTUGUESE.has(word) && !serviceWords.has(word));
    expect([...new Set(found)]).toEqual([]);
    expect(PORTUGUESE.size).toBeGreaterThan(100);
  });

  it.each(['movements.pdf', 'balance.pdf'])('%s: "page X of Y" on every page, the summary reconciles', (name) => {
    const text = texts[name]!;
    const pages = Number(/page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(1);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`page ${page} of ${pages}`);
    expect(text).toContain(name === 'movements.pdf' ? 'Statement of movements' : 'Balance and returns');
    expect(expectReconciled(text)).toBeGreaterThan(0);
    expect(text).not.toContain('Could not reconcile');
  });

  it('a language outside pt-BR and en is refused, and an English CSV too: nothing is written', async () => {
    const before = data(await h.api.journal.list({})).entries.length;
    const dialogs = h.ports.saveDialogs.length;
    for (const language of ['fr', 'EN', 'en-US', 'pt', '', 1, null]) {
      target.path = join(dir, `refused-${String(language)}.pdf`);
      const file = await h.api.export.file({
        kind: 'movements',
        format: 'pdf',
        path: movementsPath,
        language,
      } as never);
      expect(file).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
      const print = await h.api.export.print({ kind: 'balance', path: balancePath, language } as never);
      expect(print).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
      expect(existsSync(target.path)).toBe(false);
    }
    for (const format of ['excel-br', 'rfc4180'] as const) {
      target.path = join(dir, `english.${format}`);
      const refused = await h.api.export.file({ kind: 'movements', format, path: movementsPath, language: 'en' });
      expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
      expect(existsSync(target.path)).toBe(false);
    }
    expect(h.ports.saveDialogs.length).toBe(dialogs);
    expect(data(await h.api.journal.list({})).entries.length).toBe(before);
  });
});
