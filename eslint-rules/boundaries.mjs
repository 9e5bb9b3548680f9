/**
 * Tooling (ESLint, Node). `balcao/boundaries`: who may import whom (D162), judged by where an import LEADS (D200).
 *
 * Every specifier a file writes is resolved against that file, as the tools that follow it do (TypeScript, Vite,
 * Node: `path.resolve`, so `./`, `..`, `//` and `\` detours collapse first), and the folder it lands in is checked
 * against the importing process's allow-list. A bare specifier is a Node built-in, Electron or a package, unless it
 * names the project's own folders (`src-main/…`, `<package name>/…`) or walks out of its package (`react/../..`):
 * those are paths into the project and judged as such. The forms judged:
 *
 *   import … from 'x' · import 'x' · import type · export … from 'x' · import('x') · typeof import('x') ·
 *   import('x').T · require('x') · import x = require('x') · declare module 'x' (augmentation) ·
 *   /// <reference path|types|lib> · import.meta.glob('pattern') · new URL('x', import.meta.url)
 *
 * An import whose target cannot be seen (a computed `import()`/`require()`/`new URL`, a `#subpath`, a URL) is
 * refused: it could lead anywhere. Not followed: `require` under another name (`const r = require`), `createRequire`,
 * `eval`/`new Function`, and what a package itself imports.
 */
import { existsSync, realpathSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUILTINS = new Set(builtinModules);
/** Characters that make a glob segment a pattern (picomatch's, as Vite's import.meta.glob uses). */
const GLOB_MAGIC = /[*?[\]{}()!+@]/;

/** The real path of `path` (symbolic links followed) as far as it exists, the rest appended as written. */
function realPath(path) {
  const rest = [];
  let existing = path;
  while (!existsSync(existing)) {
    const parent = dirname(existing);
    if (parent === existing) return path;
    rest.unshift(basename(existing));
    existing = parent;
  }
  try {
    return join(realpathSync.native(existing), ...rest);
  } catch {
    return path;
  }
}

/** `inner` is `outer` or inside it (project-relative, `/`-separated, compared without case: Windows and macOS ignore it). */
const within = (inner, outer) => inner === outer || inner.startsWith(`${outer}/`);

const COMPUTED = {
  kind: 'unseen',
  shown: 'a target computed at run time',
  reason: 'Where it leads cannot be judged: write the path out as a string.',
};

/**
 * What a specifier is, before any policy: { kind: 'path', path } (an absolute file-system path), 'builtin',
 * 'electron', 'package', or 'unseen' (cannot be judged, with its reason), each with the name to show.
 */
function classify(spec, fromDir, { root, packageName }) {
  if (typeof spec !== 'string' || spec === '') return COMPUTED;
  // Vite's queries (?raw, ?url, ?worker, ?asset) do not change the file; a backslash is a separator on Windows.
  const written = spec.replace(/\?.*$/s, '').replaceAll('\\', '/');
  if (written.startsWith('node:')) return { kind: 'builtin', shown: `the Node built-in '${written}'` };
  if (written.startsWith('file:')) {
    try {
      return { kind: 'path', path: fileURLToPath(written) };
    } catch {
      return { kind: 'unseen', shown: 'a file URL of another host', reason: 'Write the path relative to this file.' };
    }
  }
  if (/^[a-z]:\//i.test(written)) {
    return process.platform === 'win32'
      ? { kind: 'path', path: resolve(written) }
      : { kind: 'unseen', shown: `the Windows path '${spec}'`, reason: 'Write the path relative to this file.' };
  }
  if (/^[a-z][a-z0-9+.-]+:/i.test(written))
    return { kind: 'unseen', shown: 'a URL', reason: "Only the project's files and installed packages are imported." };
  if (written.startsWith('#'))
    return {
      kind: 'unseen',
      shown: 'a package.json "imports" entry',
      reason: 'The project has none: write the path relative to this file.',
    };
  if (
    written === '.' ||
    written === '..' ||
    written.startsWith('./') ||
    written.startsWith('../') ||
    isAbsolute(written)
  ) {
    return { kind: 'path', path: resolve(fromDir, written) };
  }
  const segments = written.split('/');
  const name = written.startsWith('@') ? segments.slice(0, 2).join('/') : segments[0];
  const subpath = segments.slice(name.split('/').length);
  // A package path with `.`/`..` segments is resolved by joining it to node_modules/<name>: it can walk out of it.
  if (subpath.some((segment) => segment === '.' || segment === '..'))
    return { kind: 'path', path: resolve(root, 'node_modules', written) };
  if (name === packageName) return { kind: 'path', path: resolve(root, ...subpath) };
  if (/^src-/i.test(name)) return { kind: 'path', path: resolve(root, written) };
  if (name === 'electron' || name === '@electron/remote') return { kind: 'electron', shown: `'${written}'` };
  if (name === '@types/node') return { kind: 'builtin', shown: "Node's types (@types/node)" };
  if (BUILTINS.has(written) || BUILTINS.has(name)) return { kind: 'builtin', shown: `the Node built-in '${written}'` };
  return { kind: 'package', shown: `the package '${name}'` };
}

/** The rule's options, normalised once per file. */
function policyOf(options, filename) {
  const root = realPath(options.root);
  const lower = (folders) => (folders ?? []).map((folder) => folder.toLowerCase().replace(/\/+$/, ''));
  return {
    root,
    packageName: options.packageName,
    folders: lower(options.folders),
    except: lower(options.except),
    builtins: options.builtins === true,
    electron: options.electron === true,
    packages: options.packages === true,
    why: { folders: {}, ...options.why },
    only: options.only,
    fromDir: realPath(dirname(resolve(filename))),
  };
}

/** Where an absolute path lies: its project-relative form (`/`-separated), or null outside the project. */
function projectRelative(policy, path) {
  const rel = relative(policy.root, realPath(path));
  if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return null;
  return rel.split(sep).join('/');
}

/** The reason to show for a refused project path: the most precise folder in `why.folders`, else the process's own rule. */
function reasonFor(policy, rel) {
  const lowered = rel.toLowerCase();
  const match = Object.keys(policy.why.folders)
    .filter((folder) => within(lowered, folder.toLowerCase()))
    .sort((a, b) => b.length - a.length)[0];
  return match === undefined ? policy.only : policy.why.folders[match];
}

/** null when `spec` may be imported, else { target, reason }. */
function judge(policy, spec) {
  const found = classify(spec, policy.fromDir, policy);
  switch (found.kind) {
    case 'builtin':
      return policy.builtins ? null : { target: found.shown, reason: policy.why.builtins ?? policy.only };
    case 'electron':
      return policy.electron ? null : { target: found.shown, reason: policy.why.electron ?? policy.only };
    case 'package':
      return policy.packages ? null : { target: found.shown, reason: policy.why.packages ?? policy.only };
    case 'unseen':
      return { target: found.shown, reason: found.reason };
    default: {
      const rel = projectRelative(policy, found.path);
      if (rel === null) return { target: `${found.path}, outside the project`, reason: policy.only };
      const lowered = rel.toLowerCase();
      if (
        policy.folders.some((folder) => within(lowered, folder)) &&
        !policy.except.some((folder) => within(lowered, folder))
      )
        return null;
      return { target: rel === '' ? 'the project folder itself' : rel, reason: reasonFor(policy, rel) };
    }
  }
}

/** The same for a glob pattern: every file under the folder it starts from must be allowed. */
function judgeGlob(policy, pattern) {
  const written = pattern.replaceAll('\\', '/');
  const segments = written.split('/');
  const magic = segments.findIndex((segment) => GLOB_MAGIC.test(segment));
  const base = magic === -1 ? written : segments.slice(0, magic).join('/');
  const rest = magic === -1 ? [] : segments.slice(magic);
  if (!(base === '.' || base === '..' || base.startsWith('./') || base.startsWith('../') || base.startsWith('/'))) {
    return {
      target: 'files the rule cannot locate',
      reason: 'A glob is judged from the folder it starts at: start it with ./ or ../.',
    };
  }
  if (rest.some((segment) => segment.includes('..')))
    return {
      target: 'files the rule cannot locate',
      reason: 'A glob that climbs with .. after a pattern cannot be judged.',
    };
  const rel = projectRelative(policy, resolve(policy.fromDir, base));
  if (rel === null)
    return { target: `files under ${resolve(policy.fromDir, base)}, outside the project`, reason: policy.only };
  const lowered = rel.toLowerCase();
  const inside = policy.folders.some((folder) => within(lowered, folder));
  const reachesExcept = policy.except.find((folder) => within(lowered, folder) || within(folder, lowered));
  if (inside && reachesExcept === undefined) return null;
  const refused = reachesExcept ?? rel;
  return {
    target: `files under ${rel === '' ? 'the project folder' : `${rel}/`} (pattern '${pattern}')`,
    reason: reasonFor(policy, refused),
  };
}

/** The string a node holds, if it is a string written out: a literal, or a template literal without expressions. */
function staticString(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return undefined;
}

const isImportMeta = (node) =>
  node?.type === 'MetaProperty' && node.meta.name === 'import' && node.property.name === 'meta';
const isImportMetaUrl = (node) =>
  node?.type === 'MemberExpression' && isImportMeta(node.object) && !node.computed && node.property.name === 'url';

/** `/// <reference path|types|lib="…" />`: ESLint sees it as a line comment whose text starts with `/`. */
const REFERENCE = /^\/\s*<reference\s+(path|types|lib)\s*=\s*(["'])(.*?)\2/;

export const boundariesRule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Who may import whom (D162): judged by where each import leads, for every way of importing (D200).',
    },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string', description: 'The project folder (absolute): folders are relative to it.' },
          packageName: {
            type: 'string',
            description: "The project's package name: `<name>/…` is a path into the project.",
          },
          folders: {
            type: 'array',
            items: { type: 'string' },
            description: 'The project folders this process may import from.',
          },
          except: {
            type: 'array',
            items: { type: 'string' },
            description: 'Folders inside those it may not import from.',
          },
          builtins: { type: 'boolean', description: 'Node built-ins (node:*, fs, path…).' },
          electron: { type: 'boolean', description: 'electron and electron/*.' },
          packages: { type: 'boolean', description: 'Any other package.' },
          only: {
            type: 'string',
            description: 'The process rule in one sentence: the reason shown when no `why` is more precise.',
          },
          why: {
            type: 'object',
            description:
              'More precise reasons than `only`: for Node built-ins, electron, other packages, and by project folder.',
            properties: {
              builtins: { type: 'string' },
              electron: { type: 'string' },
              packages: { type: 'string' },
              folders: { type: 'object', additionalProperties: { type: 'string' } },
            },
            additionalProperties: false,
          },
        },
        required: ['root', 'folders', 'builtins', 'electron', 'packages', 'only'],
        additionalProperties: false,
      },
    ],
    messages: {
      refused: "'{{spec}}' leads to {{target}}. {{reason}}",
      libReference:
        "'/// <reference lib=\"{{lib}}\" />' gives this file another process's globals: a process's libs are its tsconfig's (D160).",
    },
  },
  create(context) {
    const policy = policyOf(context.options[0], context.filename);

    /** `shown`: the specifier as the message quotes it, when it is not `spec` itself. */
    const check = (spec, node, shown = spec) => {
      const problem = judge(policy, spec);
      if (problem)
        context.report({
          node,
          messageId: 'refused',
          data: { spec: shown ?? context.sourceCode.getText(node), ...problem },
        });
    };
    /** A specifier node: judged if written out, refused if computed. */
    const checkNode = (node) => check(staticString(node), node);
    const checkGlob = (node) => {
      const pattern = staticString(node);
      if (pattern === undefined) return check(undefined, node);
      if (pattern.startsWith('!')) return undefined; // an exclusion imports nothing
      const problem = judgeGlob(policy, pattern);
      if (problem) context.report({ node, messageId: 'refused', data: { spec: pattern, ...problem } });
      return undefined;
    };

    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const reference = comment.type === 'Line' ? REFERENCE.exec(comment.value) : null;
          if (!reference) continue;
          const [, kind, , value] = reference;
          if (kind === 'lib') context.report({ loc: comment.loc, messageId: 'libReference', data: { lib: value } });
          // types="node" is @types/node: Node's globals and modules.
          else if (kind === 'types') check(value === 'node' ? '@types/node' : value, comment, value);
          // path="…" is relative to the file even when it does not start with ./
          else check(/^(\.{1,2}\/|\/)/.test(value) ? value : `./${value}`, comment, value);
        }
      },
      ImportDeclaration: (node) => checkNode(node.source),
      ExportAllDeclaration: (node) => checkNode(node.source),
      ExportNamedDeclaration: (node) => node.source && checkNode(node.source),
      ImportExpression: (node) => checkNode(node.source),
      TSImportType: (node) => checkNode(node.source ?? node.argument?.literal),
      TSImportEqualsDeclaration: (node) =>
        node.moduleReference.type === 'TSExternalModuleReference' && checkNode(node.moduleReference.expression),
      TSModuleDeclaration: (node) => node.id.type === 'Literal' && checkNode(node.id),
      CallExpression(node) {
        const { callee } = node;
        if (callee.type === 'Identifier' && callee.name === 'require')
          return node.arguments.length > 0 ? checkNode(node.arguments[0]) : undefined;
        if (
          callee.type === 'MemberExpression' &&
          isImportMeta(callee.object) &&
          !callee.computed &&
          ['glob', 'globEager'].includes(callee.property.name)
        ) {
          const [patterns] = node.arguments;
          if (patterns?.type === 'ArrayExpression')
            patterns.elements.forEach((element) => element && checkGlob(element));
          else if (patterns) checkGlob(patterns);
        }
        return undefined;
      },
      NewExpression(node) {
        // Vite bundles the file a `new URL('…', import.meta.url)` names (a worker, an asset): an import too. URL rules: a bare name is relative.
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'URL' || !isImportMetaUrl(node.arguments[1]))
          return;
        const spec = staticString(node.arguments[0]);
        if (spec === undefined) check(undefined, node.arguments[0]);
        else check(/^(\.{1,2}\/|\/|[a-z][a-z0-9+.-]*:)/i.test(spec) ? spec : `./${spec}`, node.arguments[0], spec);
      },
    };
  },
};

export default {
  meta: { name: 'balcao' },
  rules: { boundaries: boundariesRule },
};
