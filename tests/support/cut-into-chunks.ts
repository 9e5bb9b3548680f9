/**
 * Bytes (or a list's elements) cut at the given places (each taken modulo the length + 1, repeats ignored), as a
 * stream would hand them over (or a parse slice by slice).
 */
export function cutIntoChunks<T extends { length: number; slice(from: number, to: number): T }>(
  bytes: T,
  cuts: readonly number[],
): T[] {
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: T[] = [];
  let from = 0;
  for (const to of [...at, bytes.length]) {
    chunks.push(bytes.slice(from, to));
    from = to;
  }
  return chunks;
}
