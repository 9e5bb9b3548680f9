/**
 * Who may import whom (eslint.config.mjs, eslint-rules/boundaries.mjs; D162, D200), through ESLint's own Node API
 * and the project's config. The rule judges where an import leads (the specifier resolved against the importing
 * file), not how it is written: for each process folder, every wrong target is refused in every form a file can
 * depend on another (static, side-effect, type, re-export, dynamic `import()`, `typeof import()`, `require()`,
 * `import x = require()`, module augmentation), written straight or through `./` and `..` detours, and the
 * imports that process lives on pass in every form. JavaScript files in src-* are judged the same way (and there
 * are none). The react-hooks rules cover the renderer's .ts files as well as its .tsx.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const RULE = 'balcao/boundaries';
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function problems(file: string, code: string): Promise<{ ruleId: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

/**
 * The boundary rule's problems, and any parsing error (no rule id: a probe that does not parse proves nothing). Other
 * rules are not the subject here (a `require()` in a .ts file also gets no-require-imports, `require` in a browser
 * .js file no-undef).
 */
async function boundaryProblems(file: string, code: string): Promise<{ ruleId: string | null; message: string }[]> {
  return (await problems(file, code)).filter((p) => p.ruleId === RULE || p.ruleId === null);
}

const REFUSED = [{ ruleId: RULE, message: expect.any(String) }];

/** Every way a TypeScript file can depend on another module's code or types. */
const FORMS: Record<string, (spec: string) => string> = {
  'a value import': (spec) => `import { probe } from '${spec}';\nexport const used = probe;\n`,
  'a side-effect import': (spec) => `import '${spec}';\n`,
  'a type import': (spec) => `import type { Probe } from '${spec}';\nexport type Used = Probe;\n`,
  'a re-export': (spec) => `export * from '${spec}';\n`,
  'a named re-export': (spec) => `export { probe } from '${spec}';\n`,
  'a dynamic import()': (spec) => `export const load = async () => (await import('${spec}')).probe;\n`,
  'a dynamic import() of a plain template literal': (spec) => `export const load = () => import(\`${spec}\`);\n`,
  'a lazy component': (spec) =>
    `declare function lazy<T>(load: () => Promise<T>): T;\nexport const Probe = lazy(() => import('${spec}'));\n`,
  'a typeof import() type query': (spec) => `export type Module = typeof import('${spec}');\n`,
  'an import() type': (spec) => `export type Probe = import('${spec}').Probe;\n`,
  'a require()': (spec) => `export const required = require('${spec}');\n`,
  'an import = require()': (spec) => `import probe = require('${spec}');\nexport const used = probe;\n`,
  'a module augmentation': (spec) =>
    `declare module '${spec}' {\n  interface Probe {\n    added: true;\n  }\n}\nexport {};\n`,
};

/** What a plain JavaScript module can write (no type syntax); a .cjs file is a CommonJS script. */
const JS_FORMS: Record<string, (spec: string) => string> = {
  'a value import': FORMS['a value import']!,
  'a side-effect import': FORMS['a side-effect import']!,
  'a re-export': FORMS['a re-export']!,
  'a dynamic import()': FORMS['a dynamic import()']!,
  'a require()': FORMS['a require()']!,
};
const CJS_FORMS: Record<string, (spec: string) => string> = {
  'a require()': (spec) => `module.exports = require('${spec}');\n`,
  'a dynamic import()': (spec) => `module.exports = () => import('${spec}');\n`,
};

interface Boundary {
  /** A file where the rule applies (it need not exist). */
  file: string;
  wrong: string[];
  allowed: string[];
}

const BOUNDARIES: Record<string, Boundary> = {
  'renderer (.tsx)': {
    file: 'src-renderer/screens/customer/Probe.tsx',
    wrong: [
      'node:fs',
      'fs',
      'fs/promises',
      'path',
      'electron',
      'electron/renderer',
      '../../../src-main/ipc/app-error',
      '../../../src-sandbox/server',
      '../../../src-preload/index',
      '../../../src-shared/node/atomic-file',
      // Detours: where the path leads counts, not how it starts.
      '../../../src-shared/format/../node/local-write-error',
      '../../../src-shared/ipc/../../src-main/ports',
      './../../../src-main/ports',
      '.././../.././src-sandbox/server',
      '../../../src-shared/./node/atomic-file',
      '../../../src-shared//node/atomic-file',
      // A Vite query, a Windows separator, a case-insensitive file system, a package path or a bare name that walks out.
      '../../../src-main/ipc/app-error?raw',
      '..\\\\..\\\\..\\\\src-main\\\\ports',
      '../../../SRC-MAIN/ports',
      '../../../src-shared/Node/atomic-file',
      'react/../../src-main/ports',
      'src-main/ports',
      'balcao/src-main/ports',
      // Anywhere else in the project, or outside it.
      '../../../tests/support/probe',
      '../../../scripts/start.mjs',
      '../../../package.json',
      '../../../../elsewhere/module',
    ],
    allowed: [
      '../../../src-shared/ipc/ipc-result',
      '../../../src-shared/ipc',
      '../../../src-shared/contract',
      'react',
      '@mantine/core',
      'zod',
      'zustand',
      './CustomerTabs',
      '../../data/use-operation',
      '../../../src-shared/node/../format/brl',
      '../../../src-renderer/state/store',
      './messages?raw',
    ],
  },
  'renderer (.ts)': {
    file: 'src-renderer/ipc/probe.ts',
    wrong: [
      'node:crypto',
      'electron',
      '../../src-main/main-services',
      '../../src-preload/index',
      '../../src-sandbox/state',
      '../../src-shared/node/file-system',
      '../../src-shared/format/../node/local-write-error',
      '../../src-main/errors/tls-failure',
      '../../src-sandbox/http-errors',
    ],
    allowed: ['../../src-shared/ipc/api', '../state/store', './use-ipc', '../ipc/../state/store'],
  },
  preload: {
    file: 'src-preload/probe.ts',
    wrong: [
      'node:path',
      'node:fs',
      'path',
      'zod',
      'electron-log',
      'react',
      '../src-shared/contract',
      '../src-shared/cpf',
      '../src-shared/node/atomic-file',
      '../src-main/ipc/register-channel',
      '../src-renderer/state/store',
      '../src-sandbox/server',
      './../src-main/ports',
      '../src-shared/ipc/../../src-main/errors/tls-failure',
      '../src-shared/ipc/../contract',
      './../src-shared/contract',
      '..',
      'electron/../../src-main/ports',
      'src-main/ports',
    ],
    allowed: [
      'electron',
      '../src-shared/ipc',
      '../src-shared/ipc/api',
      './index',
      '../src-preload/index',
      '../src-shared/ipc/../ipc/api',
    ],
  },
  main: {
    file: 'src-main/ipc/probe.ts',
    wrong: [
      '../../src-renderer/state/store',
      '../../src-renderer/ipc/use-ipc',
      '../../src-preload/index',
      '../../src-renderer/i18n/i18n',
      '../../src-shared/../src-renderer/i18n/i18n',
      '../../tests/support/probe',
    ],
    allowed: [
      'electron',
      'node:fs',
      'keytar',
      'zod',
      '../../src-shared/contract',
      '../../src-shared/ipc',
      '../../src-shared/node/atomic-file',
      '../../src-sandbox/server',
      '../services/session-service',
      './register-channel',
      '../../resources/icon.png?asset&asarUnpack',
    ],
  },
  'main (top level)': {
    file: 'src-main/probe.ts',
    wrong: ['../src-renderer/i18n/i18n', '../src-preload/index', './../src-renderer/i18n/i18n'],
    allowed: ['./ports', '../src-sandbox/server', '../resources/icon.png?asset&asarUnpack'],
  },
  sandbox: {
    file: 'src-sandbox/handlers/probe.ts',
    wrong: [
      'electron',
      '../../src-main/api-client/client',
      '../../src-renderer/state/store',
      '../../src-preload/index',
      '../../src-shared/../src-main/ports',
    ],
    allowed: [
      'node:fs',
      'node:crypto',
      'fastify',
      'zod',
      '../../src-shared/contract',
      '../../src-shared/node/atomic-file',
      '../state',
      './index',
    ],
  },
  'sandbox (top level)': {
    file: 'src-sandbox/probe.ts',
    wrong: ['../src-main/ports', './../src-main/ports', '../src-renderer/i18n/i18n'],
    allowed: ['./server', '../src-shared/contract'],
  },
  shared: {
    file: 'src-shared/contract/probe.ts',
    wrong: [
      'node:fs',
      'crypto',
      'buffer',
      'electron',
      '../node/atomic-file',
      '../../src-shared/node/file-system',
      '../../src-main/ports',
      '../../src-renderer/state/store',
      '../../src-preload/index',
      '../../src-sandbox/state',
      '.././node/x',
      '../contract/../node/x',
      '../cpf/../node',
      '../../src-shared/contract/../node/atomic-file',
    ],
    allowed: ['zod', '../cpf', '../ipc/ipc-result', './primitives', '../node/../cpf', '../../src-shared/cpf'],
  },
  'shared (top level)': {
    file: 'src-shared/probe.ts',
    wrong: [
      './node/atomic-file',
      'node:url',
      '../src-main/ports',
      '../src-main/errors/tls-failure',
      './format/../node/x',
      '.././node/x',
      './node',
    ],
    allowed: ['./cpf', './ipc', './contract', 'zod', './node/../cpf'],
  },
  'shared Node code (src-shared/node)': {
    file: 'src-shared/node/probe.ts',
    wrong: [
      'electron',
      '../../src-main/ports',
      '../../src-renderer/state/store',
      '../../src-preload/index',
      '../../src-sandbox/state',
      '../../src-shared/../src-main/ports',
    ],
    allowed: ['node:fs', 'node:path', 'fs/promises', '../cpf', './atomic-file', '../node/atomic-file'],
  },
};

describe.each(Object.entries(BOUNDARIES))('imports in the %s', (_name, { file, wrong, allowed }) => {
  it.each(wrong)('%s is refused, in every form', async (spec) => {
    for (const [form, write] of Object.entries(FORMS))
      expect(await boundaryProblems(file, write(spec)), `${form} of ${spec}`).toEqual(REFUSED);
  });

  it('the ones it lives on pass, in every form', async () => {
    for (const spec of allowed) {
      for (const [form, write] of Object.entries(FORMS))
        expect(await boundaryProblems(file, write(spec)), `${form} of ${spec}`).toEqual([]);
    }
  });
});

describe('the ways past the old patterns an audit found (each passed lint before D200)', () => {
  const CASES: [file: string, code: string][] = [
    ['src-preload/probe.ts', "import { x } from './../src-main/ports';\nexport const y = x;\n"],
    [
      'src-preload/probe.ts',
      "import { x } from '../src-shared/ipc/../../src-main/errors/tls-failure';\nexport const y = x;\n",
    ],
    ['src-preload/probe.ts', "import { x } from '../src-shared/ipc/../contract';\nexport const y = x;\n"],
    ['src-preload/probe.ts', "export const fs = () => import('node:fs');\n"],
    [
      'src-renderer/app/probe.ts',
      "import { x } from '../../src-shared/format/../node/local-write-error';\nexport const y = x;\n",
    ],
    [
      'src-renderer/app/probe.ts',
      "export async function tls() {\n  return (await import('../../src-main/errors/tls-failure')).x;\n}\n",
    ],
    ['src-renderer/app/probe.ts', "export type HttpErrors = typeof import('../../src-sandbox/http-errors');\n"],
    ['src-sandbox/probe.ts', "export const ports = () => import('../src-main/ports');\n"],
    ['src-main/probe.ts', "export const i18n = () => import('../src-renderer/i18n/i18n');\n"],
    ['src-shared/probe.ts', "export const tls = () => import('../src-main/errors/tls-failure');\n"],
    ['src-shared/contract/probe.ts', "import { x } from '.././node/x';\nexport const y = x;\n"],
    ['src-shared/contract/probe.ts', "import { x } from '../contract/../node/x';\nexport const y = x;\n"],
    ['src-renderer/app/zz.mjs', "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n"],
    ['src-shared/zz.js', "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n"],
  ];

  it.each(CASES)('%s: %s', async (file, code) => {
    expect(await boundaryProblems(file, code)).toEqual(REFUSED);
  });
});

describe('a target the rule cannot see is refused', () => {
  const COMPUTED = [
    "const where = '../src-main/ports';\nexport const load = () => import(where);\n",
    'export const load = (name: string) => import(`./${name}`);\n',
    'export const load = (name: string) => require(name);\n',
    "export const load = (name: string) => import('./' + name);\n",
    'export const url = (name: string) => new URL(`./${name}`, import.meta.url);\n',
    "export const load = () => import('#internal/ports');\n",
    "export const load = () => import('https://example.com/module.js');\n",
  ];

  it.each([
    'src-renderer/app/probe.ts',
    'src-preload/probe.ts',
    'src-main/probe.ts',
    'src-sandbox/probe.ts',
    'src-shared/probe.ts',
    'src-shared/node/probe.ts',
  ])('%s: a computed specifier, a subpath import (#…), a URL', async (file) => {
    for (const code of COMPUTED) expect(await boundaryProblems(file, code), code).toEqual(REFUSED);
  });
});

describe("Vite's own ways of importing", () => {
  it('import.meta.glob: judged by the folder the pattern starts from', async () => {
    const file = 'src-renderer/app/probe.ts';
    const glob = (patterns: string) => `export const modules = import.meta.glob(${patterns});\n`;
    for (const wrong of [
      "'../../src-main/**/*.ts'",
      "'../../src-shared/**/*.ts'",
      "'../../src-shared/node/*.ts'",
      "['./*.tsx', '../../src-sandbox/*.ts']",
      "'./{.,../../src-main}/*.ts'",
      "'../../src-*/**/*.ts'",
      "'/src-main/*.ts'",
    ]) {
      expect(await boundaryProblems(file, glob(wrong)), wrong).toEqual(expect.arrayContaining(REFUSED));
    }
    for (const allowed of [
      "'./*.tsx'",
      "'../screens/**/*.tsx'",
      "'../../src-shared/format/*.ts'",
      "['../../src-shared/ipc/*.ts', '!../../src-shared/node/*.ts']",
    ]) {
      expect(await boundaryProblems(file, glob(allowed)), allowed).toEqual([]);
    }
  });

  it('new URL(…, import.meta.url): judged like an import', async () => {
    const url = (spec: string) => `export const url = new URL('${spec}', import.meta.url);\n`;
    expect(await boundaryProblems('src-renderer/app/probe.ts', url('../../src-main/ports.ts'))).toEqual(REFUSED);
    expect(await boundaryProblems('src-renderer/app/probe.ts', url('../../resources/icon.png'))).toEqual(REFUSED);
    expect(await boundaryProblems('src-renderer/app/probe.ts', url('./worker.ts'))).toEqual([]);
    expect(await boundaryProblems('src-renderer/app/probe.ts', url('worker.ts'))).toEqual([]);
    expect(await boundaryProblems('src-main/probe.ts', url('../resources/icon.png'))).toEqual([]);
  });
});

describe('triple-slash references', () => {
  it('a path or the types of a package are judged like imports; a lib belongs to the tsconfig (D160)', async () => {
    expect(
      await boundaryProblems('src-renderer/probe.d.ts', '/// <reference path="../src-main/env.d.ts" />\n'),
    ).toEqual(REFUSED);
    expect(
      await boundaryProblems('src-renderer/probe.d.ts', '/// <reference path="../src-shared/node/x.d.ts" />\n'),
    ).toEqual(REFUSED);
    for (const file of ['src-renderer/probe.d.ts', 'src-preload/probe.d.ts', 'src-shared/probe.d.ts']) {
      expect(await boundaryProblems(file, '/// <reference types="node" />\n'), file).toEqual(REFUSED);
      expect(await boundaryProblems(file, '/// <reference types="@types/node" />\n'), file).toEqual(REFUSED);
      expect(await boundaryProblems(file, '/// <reference lib="dom" />\n'), file).toEqual(REFUSED);
    }
    expect(await boundaryProblems('src-shared/probe.d.ts', "/// <reference lib='webworker' />\n")).toEqual(REFUSED);
    expect(
      await boundaryProblems(
        'src-renderer/probe.d.ts',
        '/// <reference types="vite/client" />\n/// <reference path="./env.d.ts" />\n',
      ),
    ).toEqual([]);
    expect(
      await boundaryProblems(
        'src-main/probe.d.ts',
        '/// <reference types="electron-vite/node" />\n/// <reference types="node" />\n',
      ),
    ).toEqual([]);
  });
});

describe('JavaScript files in src-*', () => {
  const EXTENSIONS = ['js', 'mjs', 'cjs', 'jsx'];
  const JS_CASES: Record<string, { dir: string; wrong: string[]; allowed: string[] }> = {
    renderer: {
      dir: 'src-renderer/app',
      wrong: ['node:fs', 'fs', 'electron', '../../src-main/ports', '../../src-shared/format/../node/x'],
      allowed: ['react', './App', '../../src-shared/cpf'],
    },
    preload: {
      dir: 'src-preload',
      wrong: ['node:fs', 'zod', './../src-main/ports', '../src-shared/ipc/../contract'],
      allowed: ['electron', '../src-shared/ipc/api'],
    },
    main: {
      dir: 'src-main',
      wrong: ['../src-renderer/i18n/i18n', '../src-preload/index'],
      allowed: ['electron', 'node:fs', './ports'],
    },
    sandbox: { dir: 'src-sandbox', wrong: ['electron', '../src-main/ports'], allowed: ['node:fs', './server'] },
    shared: { dir: 'src-shared', wrong: ['node:fs', 'fs', './node/x', '.././node/x'], allowed: ['zod', './cpf'] },
    'shared Node code': {
      dir: 'src-shared/node',
      wrong: ['electron', '../../src-main/ports'],
      allowed: ['node:fs', '../cpf'],
    },
  };

  describe.each(Object.entries(JS_CASES))('%s', (_name, { dir, wrong, allowed }) => {
    it.each(EXTENSIONS)('a .%s file is judged like a .ts one', async (extension) => {
      const file = `${dir}/zz.${extension}`;
      const forms = extension === 'cjs' ? CJS_FORMS : JS_FORMS;
      for (const spec of wrong) {
        for (const [form, write] of Object.entries(forms))
          expect(await boundaryProblems(file, write(spec)), `${file}: ${form} of ${spec}`).toEqual(REFUSED);
      }
      for (const spec of allowed) {
        for (const [form, write] of Object.entries(forms))
          expect(await boundaryProblems(file, write(spec)), `${file}: ${form} of ${spec}`).toEqual([]);
      }
    });
  });

  it('there are none: the process tsconfigs check TypeScript only (D160), so a .js file there would have no types at all (D200)', () => {
    const found: string[] = [];
    const walk = (folder: string): void => {
      for (const name of readdirSync(join(ROOT, folder))) {
        const path = `${folder}/${name}`;
        if (statSync(join(ROOT, path)).isDirectory()) walk(path);
        else if (/\.(js|jsx|mjs|cjs)$/.test(name)) found.push(path);
      }
    };
    for (const folder of readdirSync(ROOT).filter((name) => name.startsWith('src-'))) walk(folder);
    expect(found).toEqual([]);
  });
});

describe('every src-* folder is a process the rule knows', () => {
  it('the five, and no other', async () => {
    const folders = readdirSync(ROOT).filter(
      (name) => name.startsWith('src-') && statSync(join(ROOT, name)).isDirectory(),
    );
    expect(folders.sort()).toEqual(['src-main', 'src-preload', 'src-renderer', 'src-sandbox', 'src-shared']);
    // and in each the rule is on (a file in none of them would be judged by nothing)
    for (const folder of folders)
      expect(await boundaryProblems(`${folder}/probe.ts`, "import '../tests/support/probe';\n"), folder).toEqual(
        REFUSED,
      );
  });

  it("the renderer's own lazily loaded screens pass (the real files)", async () => {
    for (const file of [
      'src-renderer/app/screens.tsx',
      'src-renderer/writes/WriteDialogHost.tsx',
      'src-renderer/app/App.tsx',
    ]) {
      const [result] = await eslint.lintFiles([join(ROOT, file)]);
      expect(result?.messages, file).toEqual([]);
    }
  });
});

describe('the rules of hooks on every renderer file', () => {
  const HOOK_IN_A_CONDITION =
    "import { useState } from 'react';\nexport function useProbe(on: boolean) {\n  if (on) useState(0);\n}\n";
  const REF_WRITTEN_WHILE_RENDERING =
    "import { useRef } from 'react';\nexport function useLatest<T>(value: T) {\n  const latest = useRef(value);\n  latest.current = value;\n  return latest;\n}\n";

  it.each(['src-renderer/data/probe.ts', 'src-renderer/screens/Probe.tsx'])(
    '%s: a hook in a condition, a ref written while rendering',
    async (file) => {
      expect((await problems(file, HOOK_IN_A_CONDITION)).map((p) => p.ruleId)).toContain('react-hooks/rules-of-hooks');
      expect((await problems(file, REF_WRITTEN_WHILE_RENDERING)).map((p) => p.ruleId)).toContain('react-hooks/refs');
    },
  );

  it('and only there: main-process code is not React', async () => {
    expect(
      await problems(
        'src-main/services/probe.ts',
        HOOK_IN_A_CONDITION.replace(
          "import { useState } from 'react';\n",
          'declare function useState(n: number): void;\n',
        ),
      ),
    ).toEqual([]);
  });
});

describe('texts out of components (D172)', () => {
  const DICTIONARY =
    "import { defineMessages } from '../../i18n/i18n';\nexport const probeMessages = defineMessages({ a: 'Olá' }, { a: 'Hello' });\n";
  const PAIR = "export const word = { 'pt-BR': 'Olá', en: 'Hello' };\n";

  it('a component holding a dictionary or a text pair fails', async () => {
    for (const code of [DICTIONARY, PAIR])
      expect((await problems('src-renderer/screens/customer/Probe.tsx', code)).map((p) => p.ruleId)).toContain(
        'no-restricted-syntax',
      );
  });

  it("the folder's messages.ts holds them", async () => {
    for (const code of [DICTIONARY, PAIR])
      expect(await problems('src-renderer/screens/customer/messages.ts', code)).toEqual([]);
  });
});
