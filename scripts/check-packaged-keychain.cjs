/**
 * Build time (electron-builder `afterPack` hook, electron-builder.yml): fails the
 * package when the keychain module (keytar) would not load in it.
 *
 * keytar ships prebuilt N-API binaries (one per platform-arch) and packaging
 * never rebuilds it (`npmRebuild: false`, D130), so what must hold is: the
 * module is unpacked next to app.asar, its JavaScript is there, and the prebuild
 * for the target platform-arch is a native library of that platform and
 * machine. When the target is the build machine itself, the packaged module is
 * also loaded for real (N-API: Node loads the same binary Electron does).
 */
'use strict';

const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

/** electron-builder's `Arch` enum (builder-util) → Node's `process.arch`. */
const ARCH_NAMES = { 0: 'ia32', 1: 'x64', 2: 'armv7l', 3: 'arm64' };

/** ELF e_machine / PE Machine values for each Node arch. */
const ELF_MACHINE = { ia32: 0x03, x64: 0x3e, arm64: 0xb7, armv7l: 0x28, arm: 0x28 };
const PE_MACHINE = { ia32: 0x014c, x64: 0x8664, arm64: 0xaa64 };

/** What kind of native library `bytes` is: { format, machine } or undefined. */
function nativeKind(bytes) {
  if (bytes.length >= 20 && bytes.readUInt32BE(0) === 0x7f454c46) {
    const little = bytes[5] === 1;
    return { format: 'elf', machine: little ? bytes.readUInt16LE(18) : bytes.readUInt16BE(18) };
  }
  if (bytes.length >= 64 && bytes.toString('latin1', 0, 2) === 'MZ') {
    const pe = bytes.readUInt32LE(0x3c);
    if (pe + 6 <= bytes.length && bytes.toString('latin1', pe, pe + 4) === 'PE\0\0') {
      return { format: 'pe', machine: bytes.readUInt16LE(pe + 4) };
    }
  }
  if (bytes.length >= 8 && [0xfeedfacf, 0xcafebabe, 0xcffaedfe].includes(bytes.readUInt32BE(0))) {
    return { format: 'macho', machine: undefined };
  }
  return undefined;
}

/**
 * Problems with the keychain module under `resourcesDir` for `platform`/`arch`
 * (an empty list means it is fine). `load` is the real `require` when the
 * target is this machine, otherwise undefined.
 */
function packagedKeychainProblems({ resourcesDir, platform, arch, load }) {
  const moduleDir = join(resourcesDir, 'app.asar.unpacked', 'node_modules', 'keytar');
  if (!existsSync(join(moduleDir, 'package.json'))) {
    return [`keytar is not unpacked next to app.asar (${moduleDir}): asarUnpack must keep **/node_modules/keytar/**`];
  }
  const problems = [];
  if (!existsSync(join(moduleDir, 'lib', 'keytar.js')))
    problems.push(`keytar's lib/keytar.js is missing in ${moduleDir}`);
  const binary = join(moduleDir, 'prebuilds', `${platform}-${arch}`, 'keytar.node');
  if (!existsSync(binary)) {
    problems.push(`keytar has no prebuilt binary for ${platform}-${arch} (${binary})`);
  } else {
    const kind = nativeKind(readFileSync(binary));
    const expected =
      platform === 'win32'
        ? { format: 'pe', machine: PE_MACHINE[arch] }
        : platform === 'darwin'
          ? { format: 'macho', machine: undefined }
          : { format: 'elf', machine: ELF_MACHINE[arch] };
    if (
      !kind ||
      kind.format !== expected.format ||
      (expected.machine !== undefined && kind.machine !== expected.machine)
    ) {
      problems.push(
        `keytar's binary for ${platform}-${arch} is not a ${expected.format} library for that machine (${binary})`,
      );
    }
  }
  if (problems.length === 0 && load) {
    try {
      const api = load(moduleDir);
      for (const fn of ['getPassword', 'setPassword', 'deletePassword']) {
        if (typeof api?.[fn] !== 'function') problems.push(`the packaged keytar loads but has no ${fn}()`);
      }
    } catch (error) {
      problems.push(`the packaged keytar does not load: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems;
}

/** Where electron-builder put the app's resources/ folder. */
function resourcesDirOf(context) {
  if (context.electronPlatformName === 'darwin') {
    return join(context.appOutDir, `${context.packager.appInfo.productFilename}.app`, 'Contents', 'Resources');
  }
  return join(context.appOutDir, 'resources');
}

/** The afterPack hook. */
async function afterPack(context) {
  const platform = context.electronPlatformName;
  const arch = ARCH_NAMES[context.arch];
  if (!arch) throw new Error(`check-packaged-keychain: unsupported arch ${context.arch}`);
  const sameMachine = platform === process.platform && arch === process.arch;
  const problems = packagedKeychainProblems({
    resourcesDir: resourcesDirOf(context),
    platform,
    arch,
    load: sameMachine ? (dir) => require(dir) : undefined,
  });
  if (problems.length > 0) {
    throw new Error(
      `Balcão packaging: the keychain module would not work in this package:\n- ${problems.join('\n- ')}`,
    );
  }
  console.log(`  • keychain module checked for ${platform}-${arch}${sameMachine ? ' (loaded)' : ''}`);
}

module.exports = afterPack;
module.exports.default = afterPack;
module.exports.packagedKeychainProblems = packagedKeychainProblems;
module.exports.nativeKind = nativeKind;
