/**
 * Main process. exports-in-progress.json: the `.partial` files of the CSV
 * exports under way.
 *
 * An export streams into `<file>.partial` and renames it when complete; on
 * failure it removes it. A kill -9 (or power cut) in between leaves the
 * partial file, a full customer statement, wherever the employee chose to
 * save. Each one is listed here before it is created and removed from the
 * list once it is gone, so the next start can delete what a crash left.
 *
 * The list holds the paths the employee chose, which may contain a CPF
 * typed in a file name: it exists only while an export runs, in the user's
 * own profile (0600), next to which the statement itself is far more
 * personal; it is never logged.
 */
import { dirname } from 'node:path';
import { z } from 'zod';
import { writeFileAtomicSync } from '../../src-shared/node/atomic-file';
import type { FileSystemPort } from '../../src-shared/node/file-system';
import { LocalWriteError } from '../../src-shared/node/local-write-error';
import { PARTIAL_SUFFIX } from './csv-writer';

const FORMAT = 'balcao-exports-in-progress';
const fileSchema = z.object({ format: z.literal(FORMAT), version: z.literal(1), partials: z.array(z.string()) });

export class PartialExports {
  private readonly current = new Set<string>();

  constructor(
    readonly path: string,
    private readonly files: FileSystemPort,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  /** At start-up, before any export: deletes the partial files earlier runs left. Returns how many were there. */
  removeLeftovers(): number {
    let listed: string[];
    try {
      listed = fileSchema.parse(JSON.parse(this.files.readFileSync(this.path, 'utf8'))).partials;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      this.log('exportações: lista de arquivos parciais ilegível; descartada');
      listed = [];
    }
    let removed = 0;
    let kept = 0;
    for (const partial of listed) {
      // Only ever a partial file: whatever the list says, nothing else is deleted.
      if (!partial.endsWith(PARTIAL_SUFFIX)) continue;
      try {
        if (this.files.existsSync(partial)) {
          this.files.rmSync(partial, { force: true });
          removed++;
        }
      } catch {
        kept++;
        this.current.add(partial);
      }
    }
    if (removed > 0)
      this.log(`exportações: ${removed} arquivo(s) parcial(is) de uma exportação interrompida removido(s)`);
    if (kept > 0)
      this.log(
        `exportações: ${kept} arquivo(s) parcial(is) não puderam ser removidos; nova tentativa no próximo início`,
      );
    try {
      this.persist();
    } catch {
      // Read-only: the list stays as it was, and is tried again next time.
    }
    return removed;
  }

  /** Before the partial file is created. LocalWriteError: the export must not start. */
  add(partial: string): void {
    this.current.add(partial);
    try {
      this.persist();
    } catch (error) {
      this.current.delete(partial);
      throw new LocalWriteError(error, this.path, 'exports-under-way');
    }
  }

  /** Once the partial file is gone (renamed or removed). Best effort: a stale line only costs a check at the next start. */
  remove(partial: string): void {
    if (!this.current.delete(partial)) return;
    try {
      this.persist();
    } catch {
      this.log('exportações: não foi possível atualizar a lista de arquivos parciais');
    }
  }

  private persist(): void {
    if (this.current.size === 0) this.files.rmSync(this.path, { force: true });
    else {
      this.files.mkdirSync(dirname(this.path), { recursive: true });
      writeFileAtomicSync(
        this.path,
        JSON.stringify({ format: FORMAT, version: 1, partials: [...this.current] }),
        this.files,
      );
    }
  }
}
