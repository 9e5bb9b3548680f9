/** Whether the chunk spans its whole buffer, which can then be handed to another thread as it is (transferred). */
export function ownsItsBuffer(chunk: Uint8Array): boolean {
  return chunk.buffer instanceof ArrayBuffer && chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength;
}
