/**
 * An export's bytes encoded and received in the test's own thread, through the same two ends the threads use
 * (ExportChunksOut, ExportChunksIn), each message delivered on a later turn as a port would.
 */
import { ExportChunksOut } from '../../src-main/export/export-chunks-out';
import { type ExportChunksIn, ExportStreams } from '../../src-main/export/export-chunks-in';
import { type EncodeOptions, encodeExport, type ExportEncoding } from '../../src-main/export/export-encoding';

const streams = new ExportStreams();
const out = new ExportChunksOut((message) => setImmediate(() => streams.heard(message)));

export function exportHere(
  rows: Iterable<unknown> | AsyncIterable<unknown>,
  encoding: ExportEncoding,
  onProgress?: (rows: number) => void,
): ExportChunksIn {
  const source = streams.create((control) => setImmediate(() => out.control(control)), onProgress);
  out.start(source.exportStream, (sink, options: EncodeOptions) => encodeExport(rows, encoding, sink, options));
  return source;
}
