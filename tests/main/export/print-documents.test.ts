/**
 * A printed statement is never left on disk: the document waits in a private
 * folder while Chromium prints it and is removed when the print ends; a run
 * killed during the print dialog (here: a real process, SIGKILL) leaves it,
 * and the next start removes it before anything else prints, together with
 * the `extrato-*.html` files earlier versions left in the user-data folder.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PRINT_FOLDER, PrintDocuments } from '../../../src-main/export/print-documents';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function userData(): string {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-userdata-'));
  dirs.push(dir);
  return dir;
}

/** A process that writes a statement for printing and then waits (the print dialog), until it is killed. */
function printingProcess(dir: string): Promise<{ file: string; kill: () => Promise<void> }> {
  const script = `
    import { PrintDocuments } from ${JSON.stringify(join(__dirname, '../../../src-main/export/print-documents.ts'))};
    const file = new PrintDocuments(${JSON.stringify(dir)}).write('<html><body>Extrato de ***.982.247-**</body></html>');
    process.stdout.write(file + '\\n');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.on('error', reject);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) {
        resolve({
          file: out.trim(),
          kill: () => new Promise<void>((done) => (child.on('exit', () => done()), child.kill('SIGKILL'))),
        });
      }
    });
  });
}

describe('the document of a print', () => {
  it('is private while it exists and gone once the print ends', () => {
    const dir = userData();
    const documents = new PrintDocuments(dir);
    const file = documents.write('<html></html>');
    if (process.platform !== 'win32') {
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(join(dir, PRINT_FOLDER)).mode & 0o777).toBe(0o700);
    }
    documents.remove(file);
    expect(readdirSync(join(dir, PRINT_FOLDER))).toEqual([]);
  });

  it('left by a print killed during the dialog, is removed at the next start', async () => {
    const dir = userData();
    const printing = await printingProcess(dir);
    await printing.kill();
    expect(existsSync(printing.file)).toBe(true);
    // What earlier versions left in the user-data folder itself goes too; the rest of that folder stays.
    writeFileSync(join(dir, 'extrato-3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b.html'), 'antigo');
    writeFileSync(join(dir, 'settings.json'), '{}');
    expect(new PrintDocuments(dir).removeLeftovers()).toBe(2);
    expect(existsSync(printing.file)).toBe(false);
    expect(readdirSync(join(dir, PRINT_FOLDER))).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual([PRINT_FOLDER, 'settings.json']);
  });

  it('a start with nothing left over changes nothing', () => {
    expect(new PrintDocuments(userData()).removeLeftovers()).toBe(0);
  });
});
