export function split(sourcePath: string, docs: string): { decisions: number; files: number };
export function writeIndex(adrDir: string): number;
