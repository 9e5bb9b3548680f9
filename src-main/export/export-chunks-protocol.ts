/**
 * What an export's bytes say on their way from the thread that holds the rows to main (D555). The thread sends
 * chunks of the file as they are encoded (their buffers transferred), its progress, then `done` or `failed`; main
 * asks for `more` as its file takes the chunks in (backpressure), or `cancel`s. Main never sees a row.
 */
export type ExportChunkEvent = { exportStream: number } & (
  | { event: 'chunk'; bytes: Uint8Array }
  | { event: 'progress'; rows: number }
  | { event: 'done'; rows: number; bytes: number }
  | { event: 'failed'; message: string; name?: string; code?: string }
);

export interface ExportChunkControl {
  exportStream: number;
  control: 'more' | 'cancel';
}

/** Chunks the thread may send ahead of main's file: a few, so encoding and writing overlap and memory stays bounded. */
export const CHUNKS_AHEAD = 4;

export function isExportChunkEvent(message: unknown): message is ExportChunkEvent {
  return typeof message === 'object' && message !== null && 'exportStream' in message && 'event' in message;
}

export function isExportChunkControl(message: unknown): message is ExportChunkControl {
  return typeof message === 'object' && message !== null && 'exportStream' in message && 'control' in message;
}
