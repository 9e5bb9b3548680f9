/**
 * History finds every entry about a customer — exports in each format, the printed statement, CPF reveals, as
 * writes already were — by their full CPF, by their name and by the masked CPF (D102, D253). The journal keeps
 * keyed hashes, never the CPF or the name in the clear. Real services through IPC, against the embedded sandbox.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCpf, maskCpf } from '../../../src-shared/cpf';
import type { ExportRequest } from '../../../src-shared/ipc/inputs';
import { data, type IpcHarness, startIpcHarness } from '../../support/ipc-harness';
import { demoWorld } from '../../support/sandbox-fixture';
import { picks } from '../../support/world-picks';

const p = picks(demoWorld());
const customer = p.pensionHolder.cliente;
const cpf = customer.cpf;
const other = p.titleHolder.cliente.cpf;
const balancePath = {
  idcliente: cpf,
  idcertificado: p.pensionCertificate.numeroCertificado,
  idcobertura: p.coverage.codigo,
  idfundo: p.fund.codigo,
};

let h: IpcHarness;
let file = 0;
const made: string[] = [];

beforeAll(async () => {
  // A printer that prints whatever it is given: the print's journal entry is the subject, not the document.
  const statementPrinter = { toPdf: async (html: string) => Buffer.from(html, 'utf8'), print: async () => true };
  h = await startIpcHarness({ savePath: (name) => join(h.userDataDir, `${++file}-${name}`), statementPrinter });
  await h.login();
  for (const format of ['xlsx', 'excel-br', 'rfc4180', 'pdf'] as const) {
    const request: ExportRequest = { kind: 'balance', format, path: balancePath };
    made.push(data(await h.api.export.file(request)).journalEntryId);
  }
  made.push(data(await h.api.export.print({ kind: 'balance', path: balancePath })).journalEntryId);
  data(await h.api.journal.recordCpfReveal({ cpf, name: customer.nome }));
  data(await h.api.journal.recordCpfReveal({ cpf: other }));
});
afterAll(async () => {
  await h.stop();
});

async function found(text: string) {
  return data(await h.api.journal.list({ text })).entries;
}

describe('History finds what left the counter for a customer', () => {
  it.each([
    ['the full CPF, as digits', () => cpf],
    ['the full CPF, formatted', () => formatCpf(cpf)],
    ['the name', () => customer.nome],
    ['the masked CPF', () => maskCpf(cpf)],
  ])('by %s: every export format, the print and the reveal, and nothing of another customer', async (_how, text) => {
    const entries = await found(text());
    const ids = entries.map((e) => e.id);
    for (const id of made) expect(ids).toContain(id);
    expect(entries.every((e) => e.customerCpfMasked === maskCpf(cpf))).toBe(true);
    expect(entries.some((e) => e.action === 'cpf-reveal')).toBe(true);
  });

  it('keeps no CPF or name in the clear', () => {
    const journal = readdirSync(h.userDataDir)
      .filter((name) => name.startsWith('journal'))
      .map((name) => readFileSync(join(h.userDataDir, name), 'utf8'))
      .join('\n');
    expect(journal).toContain(maskCpf(cpf));
    expect(journal).not.toContain(cpf);
    expect(journal).not.toContain(formatCpf(cpf));
    expect(journal.toLowerCase()).not.toContain(customer.nome.toLowerCase());
  });
});
