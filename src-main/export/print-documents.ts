/**
 * Main process, plain Node. Where a statement waits while Chromium prints it:
 * one private folder (`<userData>/print-in-progress`, 0700) holding one file
 * per print (0600), removed when the print ends. A crash, kill or log-off
 * during the print dialog would leave the whole statement there, so every
 * start empties the folder before anything prints, and also removes the
 * `extrato-*.html` files earlier versions left in the user-data folder itself.
 *
 * A file and not a data: URL because Chromium caps URLs at 2 MB, less than a
 * long statement.
 */
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PRINT_FOLDER = 'print-in-progress';
/** What earlier versions wrote straight into the user-data folder. */
const OLD_DOCUMENT = /^extrato-[0-9a-f-]{36}\.html$/;

export class PrintDocuments {
  readonly folder: string;

  constructor(private readonly userDataDir: string) {
    this.folder = join(userDataDir, PRINT_FOLDER);
  }

  /** At start-up, before any print: removes every document an earlier run left. Returns how many were there. */
  removeLeftovers(): number {
    let removed = 0;
    for (const [dir, names] of [
      [this.folder, this.names(this.folder)],
      [this.userDataDir, this.names(this.userDataDir).filter((name) => OLD_DOCUMENT.test(name))],
    ] as const) {
      for (const name of names) {
        rmSync(join(dir, name), { force: true, recursive: true });
        removed += 1;
      }
    }
    return removed;
  }

  /** Writes the document for one print; the path to load. */
  write(html: string): string {
    mkdirSync(this.folder, { recursive: true, mode: 0o700 });
    // An existing folder keeps its mode: made private again.
    chmodSync(this.folder, 0o700);
    const file = join(this.folder, `extrato-${randomUUID()}.html`);
    writeFileSync(file, html, { mode: 0o600, flag: 'wx' });
    return file;
  }

  remove(file: string): void {
    rmSync(file, { force: true });
  }

  private names(dir: string): string[] {
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  }
}
