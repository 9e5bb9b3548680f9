/**
 * Who may import whom (eslint.config.mjs, D162), through ESLint's own Node API and the project's config: for
 * each process folder, every wrong import fails with no-restricted-imports (as a value import, a type import and
 * a re-export), and the imports that process lives on pass. The react-hooks rules cover the renderer's .ts files
 * as well as its .tsx.
 */
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function problems(file: string, code: string): Promise<{ ruleId: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

/** The three ways a file can depend on another one's code or types. */
const FORMS = {
  'a value import': (spec: string) => `import { probe } from '${spec}';\nexport const used = probe;\n`,
  'a type import': (spec: string) => `import type { Probe } from '${spec}';\nexport type Used = Probe;\n`,
  'a re-export': (spec: string) => `export * from '${spec}';\n`,
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
    wrong: ['node:fs', 'fs', 'fs/promises', 'path', 'electron', '../../../src-main/ipc/app-error', '../../../src-sandbox/server', '../../../src-preload/index', '../../../src-shared/node/atomic-file'],
    allowed: ['../../../src-shared/ipc/ipc-result', '../../../src-shared/ipc', '../../../src-shared/contract', 'react', '@mantine/core', 'zod', 'zustand', './CustomerTabs', '../../data/use-operation'],
  },
  'renderer (.ts)': {
    file: 'src-renderer/ipc/probe.ts',
    wrong: ['node:crypto', 'electron', '../../src-main/main-services', '../../src-preload/index', '../../src-sandbox/state', '../../src-shared/node/file-system'],
    allowed: ['../../src-shared/ipc/api', '../state/store', './use-ipc'],
  },
  preload: {
    file: 'src-preload/probe.ts',
    wrong: ['node:path', 'path', 'zod', 'electron-log', '../src-shared/contract', '../src-shared/cpf', '../src-shared/node/atomic-file', '../src-main/ipc/register-channel', '../src-renderer/state/store', '../src-sandbox/server'],
    allowed: ['electron', '../src-shared/ipc', '../src-shared/ipc/api', './index'],
  },
  main: {
    file: 'src-main/ipc/probe.ts',
    wrong: ['../../src-renderer/state/store', '../../src-renderer/ipc/use-ipc', '../../src-preload/index'],
    allowed: ['electron', 'node:fs', 'keytar', 'zod', '../../src-shared/contract', '../../src-shared/ipc', '../../src-shared/node/atomic-file', '../../src-sandbox/server', '../services/session-service', './register-channel'],
  },
  sandbox: {
    file: 'src-sandbox/handlers/probe.ts',
    wrong: ['electron', '../../src-main/api-client/client', '../../src-renderer/state/store', '../../src-preload/index'],
    allowed: ['node:fs', 'node:crypto', 'fastify', 'zod', '../../src-shared/contract', '../../src-shared/node/atomic-file', '../state', './index'],
  },
  shared: {
    file: 'src-shared/contract/probe.ts',
    wrong: ['node:fs', 'crypto', 'buffer', 'electron', '../node/atomic-file', '../../src-shared/node/file-system', '../../src-main/ports', '../../src-renderer/state/store', '../../src-preload/index', '../../src-sandbox/state'],
    allowed: ['zod', '../cpf', '../ipc/ipc-result', './primitives'],
  },
  'shared (top level)': {
    file: 'src-shared/probe.ts',
    wrong: ['./node/atomic-file', 'node:url', '../src-main/ports'],
    allowed: ['./cpf', './ipc', './contract', 'zod'],
  },
  'shared Node code (src-shared/node)': {
    file: 'src-shared/node/probe.ts',
    wrong: ['electron', '../../src-main/ports', '../../src-renderer/state/store', '../../src-preload/index', '../../src-sandbox/state'],
    allowed: ['node:fs', 'node:path', 'fs/promises', '../cpf', './atomic-file'],
  },
};

describe.each(Object.entries(BOUNDARIES))('imports in the %s', (_name, { file, wrong, allowed }) => {
  it.each(wrong)('%s is refused by no-restricted-imports, in every form', async (spec) => {
    for (const [form, write] of Object.entries(FORMS)) {
      const found = await problems(file, write(spec));
      expect(found, `${form} of ${spec}`).toEqual([{ ruleId: 'no-restricted-imports', message: expect.any(String) }]);
    }
  });

  it('the ones it lives on pass', async () => {
    for (const spec of allowed) {
      for (const [form, write] of Object.entries(FORMS)) expect(await problems(file, write(spec)), `${form} of ${spec}`).toEqual([]);
    }
  });
});

describe('the rules of hooks on every renderer file', () => {
  const HOOK_IN_A_CONDITION = "import { useState } from 'react';\nexport function useProbe(on: boolean) {\n  if (on) useState(0);\n}\n";
  const REF_WRITTEN_WHILE_RENDERING = "import { useRef } from 'react';\nexport function useLatest<T>(value: T) {\n  const latest = useRef(value);\n  latest.current = value;\n  return latest;\n}\n";

  it.each(['src-renderer/data/probe.ts', 'src-renderer/screens/Probe.tsx'])('%s: a hook in a condition, a ref written while rendering', async (file) => {
    expect((await problems(file, HOOK_IN_A_CONDITION)).map((p) => p.ruleId)).toContain('react-hooks/rules-of-hooks');
    expect((await problems(file, REF_WRITTEN_WHILE_RENDERING)).map((p) => p.ruleId)).toContain('react-hooks/refs');
  });

  it('and only there: main-process code is not React', async () => {
    expect(await problems('src-main/services/probe.ts', HOOK_IN_A_CONDITION.replace("import { useState } from 'react';\n", 'declare function useState(n: number): void;\n'))).toEqual([]);
  });
});

describe('texts out of components (D172)', () => {
  const DICTIONARY = "import { defineMessages } from '../../i18n/i18n';\nexport const probeMessages = defineMessages({ a: 'Olá' }, { a: 'Hello' });\n";
  const PAIR = "export const word = { 'pt-BR': 'Olá', en: 'Hello' };\n";

  it('a component holding a dictionary or a text pair fails', async () => {
    for (const code of [DICTIONARY, PAIR]) expect((await problems('src-renderer/screens/customer/Probe.tsx', code)).map((p) => p.ruleId)).toContain('no-restricted-syntax');
  });

  it("the folder's messages.ts holds them", async () => {
    for (const code of [DICTIONARY, PAIR]) expect(await problems('src-renderer/screens/customer/messages.ts', code)).toEqual([]);
  });
});
