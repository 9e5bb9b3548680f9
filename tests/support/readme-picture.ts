/**
 * The README's pictures of the documents Balcão hands over, made from what the tests produced (never drawn by hand):
 * written to docs/screenshots when missing, or when asked (BALCAO_UPDATE_SCREENSHOTS=1), so that an ordinary test
 * run leaves the tree clean.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SHOTS = join(process.cwd(), 'docs', 'screenshots');

/** Whether the README's picture `name` is to be (re)written by this run. */
export function readmePictureWanted(name: string): boolean {
  return existsSync(SHOTS) && (!existsSync(join(SHOTS, name)) || process.env.BALCAO_UPDATE_SCREENSHOTS === '1');
}

/** Page 1 of a PDF as the README's picture `name` (poppler's pdftoppm at `dpi`), when wanted. */
export function keepPdfPageAsReadmePicture(pdf: string, name: string, dpi = 80): void {
  if (!readmePictureWanted(name)) return;
  const dir = mkdtempSync(join(tmpdir(), 'balcao-readme-'));
  try {
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', pdf, join(dir, 'page')]);
    copyFileSync(join(dir, 'page.png'), join(SHOTS, name));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
