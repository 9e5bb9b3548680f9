/** A document attached from disk for Op6: read as base64, within the size the contract allows (D91). */
import { MAX_DOCUMENT_BYTES } from '../../src-shared/contract/resources/signatures';

export { MAX_DOCUMENT_BYTES };

export interface AttachedDocument {
  name: string;
  size: number;
  /** The file's bytes in base64, without the `data:…;base64,` prefix. */
  base64: string;
}

/** "350 KB", "1,2 MB": decimal units, like the 6 MB limit. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1_000_000)
    return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1000)))} KB`;
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
