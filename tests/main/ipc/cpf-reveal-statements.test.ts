/**
 * A statement shows the customer's CPF in full only when the employee revealed
 * it on screen in this session, the reveal on record (D181): the request's
 * `heading.cpfRevealed` alone is refused (masked); a journaled reveal is
 * honoured; signing out or another employee signing in forgets it. The
 * journal entry of each export says how the CPF went out. Real services
 * through IPC, against the embedded sandbox; the .xlsx is read back.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatCpf, maskCpf } from '../../../src-shared/cpf';
import type { ExportRequest } from '../../../src-shared/ipc/inputs';
import { data, type IpcHarness, startIpcHarness } from '../../support/ipc-harness';
import { demoWorld } from '../../support/sandbox-fixture';
import { picks } from '../../support/world-picks';

const p = picks(demoWorld());
const cpf = p.pensionHolder.cliente.cpf;
const balancePath = {
  idcliente: cpf,
  idcertificado: p.pensionCertificate.numeroCertificado,
  idcobertura: p.coverage.codigo,
  idfundo: p.fund.codigo,
};

let h: IpcHarness;
let file = 0;
/** Where the save dialog answered last: each export gets a file of its own. */
let saved = '';
beforeEach(async () => {
  h = await startIpcHarness({ savePath: (name) => (saved = join(h.userDataDir, `${++file}-${name}`)) });
  await h.login();
});
afterEach(async () => {
  await h.stop();
});

/** Exports, and answers the .xlsx's "Cliente:" line, the journal entry's identifiers and whether main refused the CPF in full. */
async function exported(
  request: ExportRequest,
): Promise<{ client: string | undefined; identifiers: Record<string, string>; refused: boolean }> {
  const result = data(await h.api.export.file(request));
  const entry = data(await h.api.journal.list({ actions: ['export'] })).entries.find(
    (e) => e.id === result.journalEntryId,
  )!;
  const answer = { identifiers: entry.identifiers, refused: result.cpfRevealRefused === true };
  if (request.format !== 'xlsx') return { client: undefined, ...answer };
  const sheet = strFromU8(unzipSync(readFileSync(saved))['xl/worksheets/sheet1.xml']!);
  return { client: /Cliente: [^<]*/.exec(sheet)?.[0], ...answer };
}

const revealedBalance = (format: ExportRequest['format'] = 'xlsx'): ExportRequest => ({
  kind: 'balance',
  format,
  path: balancePath,
  heading: { cpfRevealed: true },
});

describe('the CPF in a statement heading', () => {
  it('asked for in full without a reveal on record: masked, the journal says so, and the answer says it was refused', async () => {
    const { client, identifiers, refused } = await exported(revealedBalance());
    expect(client).toContain(`CPF ${maskCpf(cpf)}`);
    expect(client).not.toContain(formatCpf(cpf));
    expect(identifiers).toMatchObject({ noExtrato: 'CPF mascarado' });
    expect(refused).toBe(true);
  });

  it('revealed on screen (journaled) and asked for: in full, and the journal says so; not asked for: masked', async () => {
    data(await h.api.journal.recordCpfReveal({ cpf }));
    const revealed = await exported(revealedBalance());
    expect(revealed.client).toContain(`CPF ${formatCpf(cpf)}`);
    expect(revealed.identifiers).toMatchObject({ noExtrato: 'CPF completo' });
    expect(revealed.refused).toBe(false);
    // The employee hid it again: the screen no longer asks.
    const hidden = await exported({ kind: 'balance', format: 'xlsx', path: balancePath });
    expect(hidden.client).toContain(`CPF ${maskCpf(cpf)}`);
    expect(hidden.identifiers).toMatchObject({ noExtrato: 'CPF mascarado' });
    expect(hidden.refused).toBe(false);
  });

  it('a reveal of another CPF does not count', async () => {
    data(await h.api.journal.recordCpfReveal({ cpf: p.titleHolder.cliente.cpf }));
    expect((await exported(revealedBalance())).client).toContain(`CPF ${maskCpf(cpf)}`);
  });

  it('forgotten when the employee signs out, even if the same one signs in again', async () => {
    data(await h.api.journal.recordCpfReveal({ cpf }));
    data(await h.api.session.logout());
    await h.login();
    expect((await exported(revealedBalance())).client).toContain(`CPF ${maskCpf(cpf)}`);
  });

  it('forgotten when another employee signs in', async () => {
    data(await h.api.journal.recordCpfReveal({ cpf }));
    await h.login('supervisor', 'Supervisor@2026');
    const other = await exported(revealedBalance());
    expect(other.client).toContain(`CPF ${maskCpf(cpf)}`);
    expect(other.identifiers).toMatchObject({ noExtrato: 'CPF mascarado' });
  });

  it('a CSV of a table without CPFs carries none: nothing about it in the journal', async () => {
    data(await h.api.journal.recordCpfReveal({ cpf }));
    const { identifiers } = await exported(revealedBalance('excel-br'));
    expect(identifiers).not.toHaveProperty('noExtrato');
  });
});

describe('the CPFs in a statement’s rows (D191)', () => {
  const holder = p.portabilityHolder.cliente.cpf;
  const portability = (format: ExportRequest['format']): ExportRequest => ({
    kind: 'portability',
    format,
    path: { idcliente: holder },
    heading: { cpfRevealed: true },
  });
  const participantCpfs = p.portabilityHolder.portabilityRequests.map((r) => r.cpf.trim());

  it('portability as CSV, the CPF revealed on screen: every CPF masked, and the journal says so', async () => {
    data(await h.api.journal.recordCpfReveal({ cpf: holder }));
    const { identifiers } = await exported(portability('excel-br'));
    const text = readFileSync(saved, 'utf8');
    expect(participantCpfs.length).toBeGreaterThan(0);
    for (const digits of [holder, ...participantCpfs]) {
      expect(text).not.toContain(formatCpf(digits));
      expect(text).not.toContain(digits);
    }
    expect(text).toContain(maskCpf(participantCpfs[0]!));
    expect(identifiers).toMatchObject({ noExtrato: 'CPF mascarado' });
  });

  it('portability as .xlsx: the customer’s own CPF in full only once revealed; a beneficiary’s never', async () => {
    const masked = await exported(portability('xlsx'));
    expect(masked.identifiers).toMatchObject({ noExtrato: 'CPF mascarado' });
    expect(masked.refused).toBe(true);
    const sheetOf = () => {
      const parts = unzipSync(readFileSync(saved));
      return (
        strFromU8(parts['xl/worksheets/sheet1.xml']!) + strFromU8(parts['xl/sharedStrings.xml'] ?? new Uint8Array())
      );
    };
    expect(sheetOf()).not.toContain(formatCpf(holder));

    data(await h.api.journal.recordCpfReveal({ cpf: holder }));
    const revealed = await exported(portability('xlsx'));
    expect(revealed.identifiers).toMatchObject({ noExtrato: 'CPF completo' });
    const sheet = sheetOf();
    // The demo's requests are the holder's own: in full in the rows as in the heading; anyone else's masked.
    expect(participantCpfs).toContain(holder);
    expect(sheet).toContain(formatCpf(holder));
    expect(sheet).not.toContain(maskCpf(holder));
    for (const other of participantCpfs.filter((d) => d !== holder)) expect(sheet).not.toContain(formatCpf(other));

    const beneficiaries = p.incomeProcess.beneficiaries;
    data(await h.api.journal.recordCpfReveal({ cpf }));
    await exported({
      kind: 'beneficiaries',
      format: 'xlsx',
      path: {
        idcliente: cpf,
        idcertificado: p.pensionCertificate.numeroCertificado,
        idprocessorenda: p.incomeProcess.process.numeroProcessoRenda,
      },
      heading: { cpfRevealed: true },
    });
    const table = sheetOf();
    expect(beneficiaries.length).toBeGreaterThan(0);
    for (const b of beneficiaries) expect(table).not.toContain(formatCpf(b.identificacaoPessoaBenefciario.trim()));
    expect(table).toContain(maskCpf(beneficiaries[0]!.identificacaoPessoaBenefciario));
  });
});
