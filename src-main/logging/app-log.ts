/**
 * Main process. The app's log files (D132): electron-log's Node file transport
 * (the same code in the app and in tests, no Electron API needed), one file
 * `main.log` in the logs folder, rotated by size into `main.1.log` …
 * `main.<keep>.log`. Every line goes through the CPF masking before it reaches
 * any transport (LGPD): callers cannot forget it.
 */
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'node:util';
import electronLog from 'electron-log/node';
import { maskCpfsInText } from '../../src-shared/mask';
import type { LogLevel } from '../../src-shared/settings-schema';

export interface AppLogOptions {
  dir: string;
  level: LogLevel;
  /** Rotate when main.log passes this size (default 2 MiB). */
  maxBytes?: number;
  /** Rotated files kept (default 5). */
  keep?: number;
  /** Also echo to stdout/stderr (development). */
  console?: boolean;
}

export interface AppLog {
  readonly dir: string;
  readonly file: string;
  level(): LogLevel;
  setLevel(level: LogLevel): void;
  error(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  info(...data: unknown[]): void;
  debug(...data: unknown[]): void;
  /** The last `count` lines written (across a rotation), oldest first. */
  tail(count: number): string[];
}

/** One log message as text, masked: errors with their stack, objects inspected. */
export function maskedText(data: readonly unknown[]): string {
  return maskCpfsInText(format(...data));
}

let instances = 0;

export function createAppLog(options: AppLogOptions): AppLog {
  const keep = options.keep ?? 5;
  const file = join(options.dir, 'main.log');
  const rotated = (n: number) => join(options.dir, `main.${n}.log`);
  // A logger of our own: the electron-log default instance is global state.
  const logger = electronLog.create({ logId: `balcao-${++instances}` });
  logger.transports.file.resolvePathFn = () => file;
  logger.transports.file.maxSize = options.maxBytes ?? 2 * 1024 * 1024;
  logger.transports.file.format = '[{y}-{m}-{d}T{h}:{i}:{s}.{ms}{z}] [{level}] {text}';
  logger.transports.file.archiveLogFn = (current) => {
    const path = current.toString();
    rmSync(rotated(keep), { force: true });
    for (let n = keep - 1; n >= 1; n--) if (existsSync(rotated(n))) renameSync(rotated(n), rotated(n + 1));
    renameSync(path, rotated(1));
  };
  logger.transports.console.level = options.console ? 'debug' : false;
  // Masking happens first, on the whole message, whatever transport follows.
  logger.hooks.push((message) => ({ ...message, data: [maskedText(message.data)] }));
  let level: LogLevel = options.level;
  const apply = () => {
    logger.transports.file.level = level;
    if (options.console) logger.transports.console.level = level;
  };
  apply();

  return {
    dir: options.dir,
    file,
    level: () => level,
    setLevel(next) {
      level = next;
      apply();
    },
    error: (...data) => logger.error(...data),
    warn: (...data) => logger.warn(...data),
    info: (...data) => logger.info(...data),
    debug: (...data) => logger.debug(...data),
    tail(count) {
      const lines: string[] = [];
      for (const path of [file, ...Array.from({ length: keep }, (_, i) => rotated(i + 1))]) {
        if (lines.length >= count) break;
        if (!existsSync(path)) continue;
        const content = readFileSync(path, 'utf8')
          .split(/\r?\n/)
          .filter((line) => line !== '');
        lines.unshift(...content.slice(-(count - lines.length)));
      }
      // Masked again: a line from an older build or written by hand is no exception.
      return lines.map(maskCpfsInText);
    },
  };
}
