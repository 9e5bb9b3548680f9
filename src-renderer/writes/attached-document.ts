/** A document attached from disk for Op6: read as base64, within the size the service can take. */

export interface AttachedDocument {
  name: string;
  size: number;
  /** The file's bytes in base64, without the `data:…;base64,` prefix. */
  base64: string;
}

/**
 * 6 MB of file. The service takes request bodies up to 8 MiB (decision D20);
 * base64 grows a file by 4/3, so 6 MB becomes 8 MB of text and still leaves
 * room for the rest of the body.
 */
export const MAX_DOCUMENT_BYTES = 6_000_000;

/** "350 KB", "1,2 MB": decimal units, like the 6 MB limit. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1_000_000) return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1000)))} KB`;
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`;
}

/** The file's content in base64 (FileReader's data URL minus its prefix). */
export function readFileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(file);
  });
}
