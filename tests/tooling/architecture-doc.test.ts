/**
 * The newcomer's documents name real things: every file they cite in backticks exists, and every function, type
 * or class they name (`readOp12`, `MovementsService.open`) is a word of the source. A rename that forgets the
 * map fails here, not in a newcomer's first hour.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const DOCUMENTS = ['docs/architecture.md', 'CONTRIBUTING.md'];

const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const trackedNames = new Set(tracked.map((file) => basename(file)));
const source = tracked
  .filter((file) => /^(src-[a-z]+|tests|scripts)\/.*\.(ts|tsx|mjs)$/.test(file))
  .map((file) => readFileSync(join(ROOT, file), 'utf8'))
  .join('\n');

/** What a document puts in backticks (code blocks left out: they hold diagrams and commands). */
function quoted(document: string): string[] {
  const text = readFileSync(join(ROOT, document), 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
}

const isPath = (token: string) =>
  /^[\w./-]+\.(ts|tsx|mjs|json|md|css)$/.test(token) || /^[\w.-]+\/[\w./-]*$/.test(token);
/** `useRead`, `KeptLists.keep`: a name of code, not a word of prose or a command. */
const isCodeName = (token: string) =>
  /^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/.test(token) && /[a-z][A-Z]|^[A-Z][a-z]+[A-Z]|\./.test(token);

/** A path as the documents write it: from the root, from docs/, or a file's bare name where the text says its folder. */
function pathExists(token: string): boolean {
  const path = token.replace(/\/$/, '');
  if (existsSync(join(ROOT, path)) || existsSync(join(ROOT, 'docs', path))) return true;
  if (token.endsWith('/')) return tracked.some((file) => file.startsWith(`${path}/`) || file.includes(`/${path}/`));
  if (path.includes('/')) return tracked.some((file) => file.endsWith(`/${path}`));
  return trackedNames.has(path);
}

/** Placeholders (`<domain>`, `NNNN`) and what the build makes (`out/`) name no file of the tree. */
const isPlaceholder = (token: string) => /<|NNNN|^out\//.test(token);

describe.each(DOCUMENTS)('%s', (document) => {
  const tokens = quoted(document);

  it('names only files and folders that exist', () => {
    const missing = tokens.filter((t) => !isPlaceholder(t) && isPath(t) && !pathExists(t));
    expect(missing).toEqual([]);
  });

  it('names only functions, types and classes the source has', () => {
    const missing = tokens
      .filter(isCodeName)
      .filter((name) => !name.split('.').every((part) => new RegExp(`\\b${part}\\b`).test(source)));
    expect(missing).toEqual([]);
  });
});
