/**
 * Dev tooling (plain Node, no dependencies: it runs before node_modules may
 * exist). What `npm start` opens: the Electron app when its runtime is
 * installed; otherwise the same app in a local Chromium, Chrome or Edge (as
 * `npm run preview:web` does); otherwise nothing, with the reason (D131).
 * The file system and environment come in as arguments, so the decision is
 * tested in Node for every OS.
 */
import { join, posix, win32 } from 'node:path';

/** Where the Electron runtime is, from node_modules/electron/path.txt, or undefined. */
export function electronBinary(root, fs) {
  const pathFile = join(root, 'node_modules', 'electron', 'path.txt');
  if (!fs.exists(pathFile)) return undefined;
  const binary = join(root, 'node_modules', 'electron', 'dist', fs.readFile(pathFile).trim());
  return fs.exists(binary) ? binary : undefined;
}

/** Chromium-family browsers, most specific first, for `platform` with environment `env`. */
export function browserCandidates(platform, env) {
  const own = env.BALCAO_CHROMIUM ? [{ name: 'BALCAO_CHROMIUM', path: env.BALCAO_CHROMIUM }] : [];
  if (platform === 'win32') {
    const roots = [env['ProgramFiles'], env['ProgramFiles(x86)'], env['LOCALAPPDATA']].filter(Boolean);
    const under = (name, ...parts) => roots.map((root) => ({ name, path: win32.join(root, ...parts) }));
    return [
      ...own,
      ...under('Chromium', 'Chromium', 'Application', 'chrome.exe'),
      ...under('Google Chrome', 'Google', 'Chrome', 'Application', 'chrome.exe'),
      ...under('Microsoft Edge', 'Microsoft', 'Edge', 'Application', 'msedge.exe'),
    ];
  }
  if (platform === 'darwin') {
    const app = (name, bundle, binary) => ({
      name,
      path: posix.join('/Applications', bundle, 'Contents', 'MacOS', binary),
    });
    return [
      ...own,
      app('Chromium', 'Chromium.app', 'Chromium'),
      app('Google Chrome', 'Google Chrome.app', 'Google Chrome'),
      app('Microsoft Edge', 'Microsoft Edge.app', 'Microsoft Edge'),
    ];
  }
  const at = (name, ...paths) => paths.map((path) => ({ name, path }));
  return [
    ...own,
    ...at('Chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'),
    ...at('Google Chrome', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/opt/google/chrome/chrome'),
    ...at(
      'Microsoft Edge',
      '/usr/bin/microsoft-edge',
      '/usr/bin/microsoft-edge-stable',
      '/opt/microsoft/msedge/msedge',
    ),
  ];
}

const WHY_NO_ELECTRON = {
  pt: 'o runtime do Electron não está instalado (o "npm ci" o baixa dos servidores do Electron; foi pulado com ELECTRON_SKIP_BINARY_DOWNLOAD=1 ou a rede bloqueou o download)',
  en: 'the Electron runtime is not installed ("npm ci" downloads it from Electron\'s servers; it was skipped with ELECTRON_SKIP_BINARY_DOWNLOAD=1 or the network blocked it)',
};

/**
 * { kind: 'electron', binary } | { kind: 'browser', browser: { name, path }, message } | { kind: 'none', message }.
 * `fs` is { exists(path): boolean, readFile(path): string }.
 */
export function decideStart({ root, platform, env, fs }) {
  const binary = electronBinary(root, fs);
  if (binary) return { kind: 'electron', binary };
  const browser = browserCandidates(platform, env).find((candidate) => fs.exists(candidate.path));
  if (browser) {
    return {
      kind: 'browser',
      browser,
      message:
        `Balcão: ${WHY_NO_ELECTRON.pt}.\n` +
        `  Abrindo o mesmo app no ${browser.name} desta máquina (${browser.path}), como "npm run preview:web":\n` +
        '  mesma interface e mesmas regras do processo principal, sobre o sandbox embutido; dados em .balcao-web-data.\n' +
        '  Para o app Electron, numa rede com acesso: node node_modules/electron/install.js\n' +
        `Balcão: ${WHY_NO_ELECTRON.en}.\n` +
        `  Opening the same app in this machine's ${browser.name} (${browser.path}), as "npm run preview:web" does.`,
    };
  }
  return {
    kind: 'none',
    message:
      `Balcão: ${WHY_NO_ELECTRON.pt},\n` +
      '  e nenhum Chromium, Chrome ou Edge foi encontrado para abrir o app no navegador.\n' +
      '  Instale um deles (Debian: sudo apt-get install chromium; ou defina BALCAO_CHROMIUM com o caminho),\n' +
      '  ou instale o Electron numa rede com acesso: node node_modules/electron/install.js\n' +
      '  Só o sandbox: npm run sandbox\n' +
      `Balcão: ${WHY_NO_ELECTRON.en},\n` +
      '  and no Chromium, Chrome or Edge was found to open the app in a browser. Install one (or set BALCAO_CHROMIUM),\n' +
      '  or install Electron where its servers are reachable: node node_modules/electron/install.js',
  };
}
