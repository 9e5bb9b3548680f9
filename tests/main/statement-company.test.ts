/**
 * "Nome da empresa nos extratos" (D183): a setting with a default, checked
 * alike by the settings file, the form and the policy file; the IT policy sets
 * and locks it; the .xlsx heading and the PDF document carry the name in
 * effect at the time of the export.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { statementHtml } from '../../src-main/export/pdf/statement-document';
import { statementHeading } from '../../src-main/export/statement-heading';
import { lockedPaths, readPolicy } from '../../src-main/policy/it-policy';
import { SettingsValidationError } from '../../src-main/errors';
import { SettingsStore } from '../../src-main/settings/settings-store';
import { nodeFileSystem } from '../../src-shared/node/file-system';
import { defaultSettings, settingsPatchSchema } from '../../src-shared/settings-schema';
import {
  DEFAULT_STATEMENT_COMPANY,
  STATEMENT_COMPANY_MAX_CHARS,
  statementCompanyProblem,
} from '../../src-shared/statement-company';
import { data, type IpcHarness, startIpcHarness } from '../support/ipc-harness';
import { demoWorld } from '../support/sandbox-fixture';
import { picks } from '../support/world-picks';

const OFFICIAL = 'Seguradora Exemplo S.A.';
const dirs: string[] = [];
const harnesses: IpcHarness[] = [];
afterEach(async () => {
  for (const h of harnesses.splice(0)) await h.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-statement-company-'));
  dirs.push(dir);
  return dir;
}

function policyWith(settings: object) {
  const path = join(tempDir(), 'policy.json');
  writeFileSync(path, JSON.stringify({ version: 1, settings }));
  return readPolicy(path, nodeFileSystem);
}

describe('the setting', () => {
  it('defaults to the kind of company, never an invented name', () => {
    expect(defaultSettings().statementCompanyName).toBe(DEFAULT_STATEMENT_COMPANY);
  });

  it('the schema accepts a name exactly when the shared rule does, trimmed (property)', () => {
    const names = fc.oneof(
      fc.string({ maxLength: 140 }),
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.constantFrom(
        '',
        '   ',
        'A'.repeat(STATEMENT_COMPANY_MAX_CHARS),
        'A'.repeat(STATEMENT_COMPANY_MAX_CHARS + 1),
        'Linha\num',
        `${OFFICIAL}\t`,
      ),
    );
    fc.assert(
      fc.property(names, (name) => {
        const parsed = settingsPatchSchema.safeParse({ statementCompanyName: name });
        const problem = statementCompanyProblem(name);
        expect(parsed.success).toBe(problem === undefined);
        if (parsed.success) expect(parsed.data.statementCompanyName).toBe(name.trim());
        else expect(parsed.error.issues[0]?.message).toBe(problem?.pt);
      }),
    );
  });

  it('every problem is said in pt-BR and English', () => {
    for (const name of ['', 'x'.repeat(STATEMENT_COMPANY_MAX_CHARS + 1), 'Linha\num']) {
      const problem = statementCompanyProblem(name);
      expect(problem?.pt).toMatch(/nome da empresa/i);
      expect(problem?.en).toMatch(/company name/i);
    }
  });
});

describe('under the IT policy', () => {
  it('the policy sets and locks it; a change is refused with "definido pela TI"; settings.json keeps the employee\'s own', () => {
    const state = policyWith({ statementCompanyName: OFFICIAL });
    expect(lockedPaths(state)).toEqual(['statementCompanyName']);
    const store = new SettingsStore(join(tempDir(), 'settings.json'), nodeFileSystem, state);
    expect(store.current.statementCompanyName).toBe(OFFICIAL);
    // The settings form sends the locked value back unchanged: accepted.
    store.update({ statementCompanyName: OFFICIAL, theme: 'dark' });
    expect(JSON.parse(readFileSync(store.path, 'utf8'))).toMatchObject({
      theme: 'dark',
      statementCompanyName: DEFAULT_STATEMENT_COMPANY,
    });
    expect(() => store.update({ statementCompanyName: 'Outra S.A.' })).toThrow(SettingsValidationError);
    expect(() => store.update({ statementCompanyName: 'Outra S.A.' })).toThrow(/Definido pela TI/);
  });

  it('a policy with a name the settings refuse is broken (reported, nothing applied)', () => {
    expect(policyWith({ statementCompanyName: '  ' }).state).toBe('broken');
  });
});

describe('on the statements', () => {
  const p = picks(demoWorld());
  const balancePath = {
    idcliente: p.pensionHolder.cliente.cpf,
    idcertificado: p.pensionCertificate.numeroCertificado,
    idcobertura: p.coverage.codigo,
    idfundo: p.fund.codigo,
  };

  async function harness(
    options: Parameters<typeof startIpcHarness>[0] = {},
  ): Promise<IpcHarness & { saved: () => string }> {
    let saved = '';
    let n = 0;
    const dir = tempDir();
    const h = await startIpcHarness({ ...options, savePath: (name) => (saved = join(dir, `${++n}-${name}`)) });
    harnesses.push(h);
    await h.login();
    return Object.assign(h, { saved: () => saved });
  }

  /** The .xlsx heading's second row: who issues the statement. */
  async function xlsxIssuer(h: IpcHarness & { saved: () => string }): Promise<string | undefined> {
    data(await h.api.export.file({ kind: 'balance', format: 'xlsx', path: balancePath }));
    const sheet = strFromU8(unzipSync(readFileSync(h.saved()))['xl/worksheets/sheet1.xml']!);
    return /<row r="2">.*?<t[^>]*>([^<]*)<\/t>/.exec(sheet)?.[1];
  }

  it('the .xlsx heading names the company in effect at the time of the export, and the settings screen shows it', async () => {
    const h = await harness();
    expect(await xlsxIssuer(h)).toBe(`${DEFAULT_STATEMENT_COMPANY} · Balcão`);
    const saved = data(await h.api.settings.update({ statementCompanyName: `  ${OFFICIAL}  ` }));
    expect(saved.statementCompanyName).toBe(OFFICIAL);
    expect(await xlsxIssuer(h)).toBe(`${OFFICIAL} · Balcão`);
  });

  it('set by the policy: the settings screen sees it locked, and the statements carry it', async () => {
    const h = await harness({ policy: policyWith({ statementCompanyName: OFFICIAL }) });
    const settings = data(await h.api.settings.get());
    expect(settings.statementCompanyName).toBe(OFFICIAL);
    expect(settings.policy.locked).toContain('statementCompanyName');
    expect(await h.api.settings.update({ statementCompanyName: 'Outra S.A.' })).toMatchObject({
      ok: false,
      error: { fieldErrors: { statementCompanyName: expect.stringMatching(/Definido pela TI/) } },
    });
    expect(await xlsxIssuer(h)).toBe(`${OFFICIAL} · Balcão`);
  });

  it('the PDF document names it at the top, as text (markup in a name is escaped)', () => {
    const company = 'Seguros <A&B> S.A.';
    const heading = statementHeading({
      title: 'Extrato de movimentações',
      company,
      issuedAt: new Date('2026-01-31T12:00:00Z'),
      user: 'atendente',
      environment: 'production',
    });
    const html = statementHtml({ heading, parts: [] });
    expect(html).toContain('<span class="company">Seguros &lt;A&amp;B&gt; S.A.</span><span>Balcão</span>');
  });
});
