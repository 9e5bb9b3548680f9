/**
 * What each process's tsconfig lets code see (D160): a probe file, in memory, is typechecked by the TypeScript API
 * with the options and global declarations of one process's config, as `npm run typecheck` would check a file in
 * that folder. Node in the renderer, the preload or shared code, the DOM in shared or main-process code, are type
 * errors; what each process really has is not.
 */
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

/** Parsed once per file across the programs below (lib.dom.d.ts, @types/node, zod…): only the probes differ. */
const parsed = new Map<string, ts.SourceFile | undefined>();

/** The diagnostics of each probe (folder-relative name → code), checked with `config`'s options and its .d.ts files. */
function typecheck(config: string, probes: Record<string, string>): Record<string, string[]> {
  const configPath = join(ROOT, config);
  const commandLine = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!commandLine) throw new Error(`cannot read ${config}`);
  expect(commandLine.errors).toEqual([]);
  const inMemory = new Map(Object.entries(probes).map(([name, text]) => [join(ROOT, name), text]));
  const host = ts.createCompilerHost(commandLine.options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => inMemory.has(name) || fileExists(name);
  host.readFile = (name) => inMemory.get(name) ?? readFile(name);
  host.getSourceFile = (name, languageVersion) => {
    const text = inMemory.get(name);
    if (text !== undefined) return ts.createSourceFile(name, text, languageVersion, true);
    const key = `${typeof languageVersion === 'object' ? languageVersion.languageVersion : languageVersion} ${name}`;
    if (!parsed.has(key)) {
      const source = readFile(name);
      parsed.set(key, source === undefined ? undefined : ts.createSourceFile(name, source, languageVersion, true));
    }
    return parsed.get(key);
  };
  // The config's own global declarations (src-renderer/env.d.ts: window.api, Vite's client types) come along.
  const declarations = commandLine.fileNames.filter((name) => name.endsWith('.d.ts'));
  const program = ts.createProgram({
    rootNames: [...inMemory.keys(), ...declarations],
    options: commandLine.options,
    host,
  });
  const found: Record<string, string[]> = {};
  for (const name of Object.keys(probes)) {
    const diagnostics = ts.getPreEmitDiagnostics(program, program.getSourceFile(join(ROOT, name)));
    found[name] = diagnostics.map((d) => `TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
  }
  return found;
}

const NODE_GLOBALS = 'export const home = process.env.HOME;\nexport const bytes = Buffer.from("x");\n';
const NODE_MODULE = "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n";
const DOM = 'export const title = document.title;\nexport const width = window.innerWidth;\n';

// A few seconds of CPU (most of it the renderer's window.api types); generous on a loaded machine.
describe('what each process sees (its tsconfig)', { timeout: 120_000 }, () => {
  it('renderer: the DOM and window.api; Node globals and node:* modules are type errors', () => {
    const found = typecheck('tsconfig.renderer.json', {
      'src-renderer/probe-node-globals.ts': NODE_GLOBALS,
      'src-renderer/probe-node-module.ts': NODE_MODULE,
      'src-renderer/probe-dom.ts':
        DOM +
        'export const timer: number = window.setTimeout(() => undefined, 10);\nexport const sessions = window.api.session;\n',
    });
    expect(found['src-renderer/probe-node-globals.ts']).toEqual([
      expect.stringMatching(/^TS2591 Cannot find name 'process'/),
      expect.stringMatching(/^TS2591 Cannot find name 'Buffer'/),
    ]);
    expect(found['src-renderer/probe-node-module.ts']).toEqual([
      expect.stringMatching(/^TS2307 Cannot find module 'node:fs'/),
    ]);
    expect(found['src-renderer/probe-dom.ts']).toEqual([]);
  });

  it('shared: ECMAScript, atob and URL; the DOM and Node are type errors', () => {
    const found = typecheck('tsconfig.shared.json', {
      'src-shared/probe-node-globals.ts': NODE_GLOBALS,
      'src-shared/probe-node-module.ts': NODE_MODULE,
      'src-shared/probe-dom.ts': DOM,
      'src-shared/probe-timer.ts': 'export const timer = setTimeout(() => undefined, 10);\n',
      'src-shared/probe-portable.ts':
        "export const host = new URL('https://api.exemplo.com.br/v1').hostname;\nexport const pdf = atob('JVBERi0=').startsWith('%PDF-');\nexport const brl = new Intl.NumberFormat('pt-BR').format(1);\n",
    });
    expect(found['src-shared/probe-node-globals.ts']).toEqual([
      expect.stringMatching(/^TS2591 Cannot find name 'process'/),
      expect.stringMatching(/^TS2591 Cannot find name 'Buffer'/),
    ]);
    expect(found['src-shared/probe-node-module.ts']).toEqual([
      expect.stringMatching(/^TS2307 Cannot find module 'node:fs'/),
    ]);
    expect(found['src-shared/probe-dom.ts']).toEqual([
      expect.stringMatching(/^TS2584 Cannot find name 'document'/),
      expect.stringMatching(/^TS2304 Cannot find name 'window'/),
    ]);
    expect(found['src-shared/probe-timer.ts']).toEqual([
      expect.stringMatching(/^TS2304 Cannot find name 'setTimeout'/),
    ]);
    expect(found['src-shared/probe-portable.ts']).toEqual([]);
  });

  it("preload: the DOM and Electron's bridge; Node globals and node:* modules are type errors, importing electron too (D201)", () => {
    const BRIDGE =
      "import { contextBridge, ipcRenderer } from 'electron';\nexport const expose = contextBridge.exposeInMainWorld;\nexport const invoke = ipcRenderer.invoke;\n";
    const found = typecheck('tsconfig.preload.json', {
      'src-preload/probe-node-globals.ts': NODE_GLOBALS,
      'src-preload/probe-node-module.ts': NODE_MODULE,
      'src-preload/probe-electron-and-node.ts': BRIDGE + NODE_GLOBALS,
      'src-preload/probe-dom.ts': BRIDGE + DOM,
    });
    const NODE_GLOBALS_REFUSED = [
      expect.stringMatching(/^TS2591 Cannot find name 'process'/),
      expect.stringMatching(/^TS2591 Cannot find name 'Buffer'/),
    ];
    expect(found['src-preload/probe-node-globals.ts']).toEqual(NODE_GLOBALS_REFUSED);
    expect(found['src-preload/probe-node-module.ts']).toEqual([
      expect.stringMatching(/^TS2307 Cannot find module 'node:fs'/),
    ]);
    expect(found['src-preload/probe-electron-and-node.ts']).toEqual(NODE_GLOBALS_REFUSED);
    expect(found['src-preload/probe-dom.ts']).toEqual([]);
  });

  it("the preload's view of electron (src-preload/electron-api.d.ts) promises nothing Electron's own types do not", () => {
    // Checked where 'electron' is the real package (tests' config): Electron's objects must fit the preload's types.
    const found = typecheck('tsconfig.tests.json', {
      'tests/lint/probe-preload-electron.ts':
        "import type * as Electron from 'electron';\nimport type * as Preload from '../../src-preload/electron-api';\n" +
        'export const bridge: typeof Preload.contextBridge = {} as typeof Electron.contextBridge;\n' +
        'export const ipc: typeof Preload.ipcRenderer = {} as typeof Electron.ipcRenderer;\n',
      // and the check can fail: a member Electron lacks is an error
      'tests/lint/probe-preload-electron-wrong.ts':
        "import type * as Electron from 'electron';\nexport const ipc: { invokeAll(): void } = {} as typeof Electron.ipcRenderer;\n",
    });
    expect(found['tests/lint/probe-preload-electron.ts']).toEqual([]);
    expect(found['tests/lint/probe-preload-electron-wrong.ts']).toEqual([
      expect.stringMatching(/^TS2741 Property 'invokeAll' is missing/),
    ]);
  });

  it.each(['tsconfig.main.json', 'tsconfig.sandbox.json'])('%s: Node; the DOM is a type error', (config) => {
    const folder = config === 'tsconfig.main.json' ? 'src-main' : 'src-sandbox';
    const found = typecheck(config, {
      [`${folder}/probe-node.ts`]: NODE_GLOBALS + NODE_MODULE.replace('export const read', 'export const readAgain'),
      [`${folder}/probe-dom.ts`]: DOM,
    });
    expect(found[`${folder}/probe-node.ts`]).toEqual([]);
    expect(found[`${folder}/probe-dom.ts`]).toEqual([
      expect.stringMatching(/^TS2584 Cannot find name 'document'/),
      expect.stringMatching(/^TS2304 Cannot find name 'window'/),
    ]);
  });
});
