/**
 * Main process. Opens the operations journal without holding main's event loop (D727): what its start reads
 * (journal-start.ts: the two newest segments parsed, their search records made, a journal too big for one segment
 * sealed) is read in the journal index's thread and handed to main a page per message. The journal exists only
 * once that is done, so no write can be journaled (nor sent) before the attempts an earlier run left open are known.
 *
 * Read on main, as the constructor does, when there is nothing to read yet (a first run), when the disk is a port
 * of the caller's own (the tests' full or read-only disks, which a thread cannot share), when the archive is not
 * searched by the thread, or should the thread fail.
 */
import { type FileSystemPort, nodeFileSystem } from '../../src-shared/node/file-system';
import { archiveFolder, interruptedSealing } from './journal-archive';
import { DEFAULT_SEGMENT_BYTES, type JournalOptions, OperationsJournal } from './journal';
import { journalIndexThread } from './journal-index-client';

export async function openJournal(
  path: string,
  clock: () => Date,
  options: Omit<JournalOptions, 'start'> = {},
): Promise<OperationsJournal> {
  const files = options.files ?? nodeFileSystem;
  const reader = options.archiveSearch ?? journalIndexThread;
  if (files !== nodeFileSystem || reader.start === undefined || !hasJournalFiles(files, path))
    return new OperationsJournal(path, clock, options);
  try {
    const start = await reader.start(path, options.segmentBytes ?? DEFAULT_SEGMENT_BYTES);
    return new OperationsJournal(path, clock, { ...options, start });
  } catch (error) {
    options.log?.(
      `diário: a thread do índice não leu o diário (${(error as Error).message}); lido no processo principal`,
    );
    return new OperationsJournal(path, clock, options);
  }
}

/** Whether the journal has any file to read: the active segment, the archive, or a sealing a crash interrupted. */
function hasJournalFiles(files: FileSystemPort, path: string): boolean {
  if (files.existsSync(path) || files.existsSync(archiveFolder(path))) return true;
  try {
    return interruptedSealing(files, path).length > 0;
  } catch {
    return false;
  }
}
