/**
 * History's export says why an entry failed in words (pt-BR, the documents' language), read back from the files
 * themselves: Balcão's own reasons, which the journal keeps by code, worded by the one phrasebook; and an entry a
 * previous version kept as sentences (read from its own journal line) still shows those sentences, on screen and
 * in the export.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExportRequest } from '../../../src-shared/ipc/inputs';
import { faultyFiles } from '../../support/faulty-files';
import { data, type IpcHarness, startIpcHarness } from '../../support/ipc-harness';
import { demoWorld } from '../../support/sandbox-fixture';
import { picks } from '../../support/world-picks';

const p = picks(demoWorld());
const statementPath = { idcliente: p.pensionHolder.cliente.cpf, idcertificado: p.pensionCertificate.numeroCertificado };

/** A journal as the previous version wrote it: its reasons are plain sentences in `messages`. */
const OLD_LINES = [
  {
    type: 'begin',
    id: 'old-entry-1',
    startedAt: '2026-11-20T13:00:00.000Z',
    user: 'atendente',
    environment: 'sandbox',
    action: 'export',
    title: 'Impressão: Extrato de movimentações',
    identifiers: { formato: 'Impressão' },
    fingerprint: '',
  },
  {
    type: 'finish',
    id: 'old-entry-1',
    status: 'failed',
    result: { messages: ['Falha ao imprimir: o motor de impressão fechou.'] },
    finishedAt: '2026-11-20T13:00:04.000Z',
  },
];
const OLD_SENTENCE = 'Falha ao imprimir: o motor de impressão fechou.';

const harnesses: IpcHarness[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const h of harnesses.splice(0)) await h.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function cellsOfXlsx(path: string): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const cells: string[] = [];
  book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => void cells.push(cell.text))));
  return cells;
}

describe('History and its export word a failed local write (and keep an old entry’s sentences)', () => {
  it('CSV and .xlsx say the reason in words, never a code line', async () => {
    const userDataDir = mkdtempSync(join(tmpdir(), 'balcao-history-words-'));
    dirs.push(userDataDir);
    writeFileSync(join(userDataDir, 'journal.jsonl'), OLD_LINES.map((line) => JSON.stringify(line) + '\n').join(''));
    const fullDir = join(userDataDir, 'cheio');
    const outDir = join(userDataDir, 'saida');
    mkdirSync(fullDir);
    mkdirSync(outDir);
    const disk = faultyFiles();
    const target = { path: '' };
    const h = await startIpcHarness({ userDataDir, files: disk.files, savePath: () => target.path });
    harnesses.push(h);
    await h.login();

    // The exported file cannot be written: the disk under its folder is full.
    disk.fail('disk-full', fullDir);
    target.path = join(fullDir, 'movimentacoes.csv');
    const failed = await h.api.export.file({ kind: 'movements', format: 'excel-br', path: statementPath });
    expect(failed).toMatchObject({ ok: false, error: { code: 'local-write-failed' } });

    const entries = data(await h.api.journal.list({ actions: ['export'] })).entries;
    const failedEntry = entries.find((e) => e.status === 'failed' && e.id !== 'old-entry-1')!;
    expect(failedEntry.result?.said?.[0]).toMatchObject({
      code: 'local.writeFailed',
      params: { target: 'exported-file', reason: 'disk-full' },
    });
    expect(failedEntry.result?.messages).toBeUndefined();
    expect(entries.find((e) => e.id === 'old-entry-1')?.result).toEqual({ messages: [OLD_SENTENCE] });

    const expected = `Não foi possível gravar o arquivo exportado em ${target.path}: o disco está cheio; libere espaço.`;
    const exports: Array<{ request: ExportRequest; read: (path: string) => Promise<string> }> = [
      { request: { kind: 'history', format: 'rfc4180', filter: {} }, read: async (f) => readFileSync(f, 'utf8') },
      {
        request: { kind: 'history', format: 'xlsx', filter: {} },
        read: async (f) => (await cellsOfXlsx(f)).join('\n'),
      },
    ];
    for (const { request, read } of exports) {
      target.path = join(outDir, `historico.${request.format === 'xlsx' ? 'xlsx' : 'csv'}`);
      data(await h.api.export.file(request));
      const text = await read(target.path);
      expect(text, request.format).toContain(expected);
      expect(text, request.format).toContain(OLD_SENTENCE);
      expect(text, request.format).not.toContain('local.writeFailed');
      expect(text, request.format).not.toContain('exported-file');
    }
  }, 120_000); // the real services and the embedded sandbox: beyond 30 s on a loaded 2-core machine
});
