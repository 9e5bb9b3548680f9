#!/usr/bin/env node
/**
 * `npm start`: builds Balcão and opens it on the embedded sandbox. Where the
 * Electron runtime is not installed (it is downloaded by `npm ci` from
 * Electron's own servers, which some networks block), says so and how to
 * proceed, instead of failing deep inside electron-vite.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './ensure-deps.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
ensureDependencies(root, { skipElectronDownload: process.env.ELECTRON_SKIP_BINARY_DOWNLOAD === '1' });

function electronBinary() {
  const pathFile = join(root, 'node_modules', 'electron', 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const binary = join(root, 'node_modules', 'electron', 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : undefined;
}

if (!electronBinary()) {
  console.error(`Balcão: o runtime do Electron não está instalado nesta máquina.
  Ele é baixado pelo "npm ci" a partir dos servidores do Electron; foi pulado
  (ELECTRON_SKIP_BINARY_DOWNLOAD=1) ou a rede bloqueou o download.

  Para instalar, numa rede com acesso:  node node_modules/electron/install.js
  Sem o Electron, rode o sandbox sozinho: npm run sandbox
  (e a interface no Chromium, quando disponível: npm run preview:web — ver README).`);
  process.exit(1);
}

const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
for (const args of [['build'], ['preview']]) {
  const result = spawnSync(bin('electron-vite'), args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
