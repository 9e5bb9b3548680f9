/**
 * Main process. An answer's body as text, decoded chunk by chunk while it arrives, with exactly the decoding of
 * `Response.text()` (UTF-8, a leading BOM dropped, bad bytes as U+FFFD).
 *
 * Why not `text()`: it waits for the last byte, copies every chunk into one buffer, then decodes that buffer in
 * one go. For the heavy certificate (61.7 MiB) that is two more passes over the body after the last byte, and
 * two more buffers of its size for the garbage collector: measured in the main process (bench/movements-screen.ts,
 * the body in main → first window) they cost more than the JSON.parse that follows (D146). Decoding each chunk as
 * it comes hides the decoding behind the wire; what is left after the last byte is one join.
 */

export async function readBodyText(body: ReadableStream<Uint8Array> | null | undefined): Promise<string> {
  if (!body) return '';
  const decoder = new TextDecoder('utf-8');
  const parts: string[] = [];
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
  parts.push(decoder.decode());
  return parts.join('');
}

/**
 * An answer's body as the bytes that came, untouched: for a body decoded and parsed elsewhere (the kept lists'
 * thread, D286), so main spends nothing per byte on it. The chunks' buffers can be transferred, not copied.
 */
export async function readBodyChunks(body: ReadableStream<Uint8Array> | null | undefined): Promise<Uint8Array[]> {
  if (!body) return [];
  const chunks: Uint8Array[] = [];
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return chunks;
}
