/**
 * The log files (D132): real files in a temp folder, through electron-log's
 * Node transport. Every line masked, the level obeyed, rotation bounded.
 */
import fc from 'fast-check';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppLog } from '../../src-main/logging/app-log';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-logs-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Valid CPFs, generated from nine digits with their check digits. */
const validCpf = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).map((nine) => {
  const digit = (base: number[]) => {
    const sum = base.reduce((acc, d, i) => acc + d * (base.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const ten = [...nine, digit(nine)];
  return [...ten, digit(ten)].join('');
});

describe('log files', () => {
  it('every line is masked, however the CPF is written or wrapped (text, object, error)', () => {
    fc.assert(
      fc.property(validCpf, fc.constantFrom('plain', 'dotted', 'object', 'error'), (cpf, shape) => {
        const dir = tempDir();
        const log = createAppLog({ dir, level: 'debug' });
        const dotted = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
        if (shape === 'plain') log.info(`consulta do cliente ${cpf}`);
        if (shape === 'dotted') log.warn('cliente', dotted, 'sem certificados');
        if (shape === 'object') log.debug({ path: `/clientes/${cpf}/certificados`, cpf: dotted });
        if (shape === 'error') log.error(new Error(`falhou para ${dotted}`));
        const text = readFileSync(log.file, 'utf8');
        expect(text).not.toContain(cpf);
        expect(text).not.toContain(dotted);
        expect(text).toMatch(/\*\*\*/);
        expect(log.tail(10).join('\n')).not.toContain(cpf);
      }),
      { numRuns: 40 },
    );
  });

  it('writes only what the level lets through, and the level changes at once', () => {
    const log = createAppLog({ dir: tempDir(), level: 'warn' });
    log.debug('detalhe');
    log.info('informação');
    log.warn('aviso');
    log.error('erro');
    log.setLevel('debug');
    log.debug('detalhe depois');
    expect(log.level()).toBe('debug');
    const lines = log.tail(10);
    expect(lines.map((line) => line.replace(/^\[[^\]]+\] /, '').replace(/\s+/g, ' '))).toEqual([
      '[warn] aviso',
      '[error] erro',
      '[debug] detalhe depois',
    ]);
  });

  it('rotates by size and keeps a bounded number of files; tail reads across the rotation', () => {
    const dir = tempDir();
    const log = createAppLog({ dir, level: 'info', maxBytes: 2_000, keep: 3 });
    for (let i = 0; i < 400; i++) log.info(`linha ${String(i).padStart(4, '0')} ${'x'.repeat(40)}`);
    const files = readdirSync(dir).sort();
    expect(files).toEqual(['main.1.log', 'main.2.log', 'main.3.log', 'main.log']);
    for (const name of files) expect(statSync(join(dir, name)).size).toBeLessThan(2_000 + 200);
    const tail = log.tail(60);
    expect(tail).toHaveLength(60);
    expect(tail.at(-1)).toContain('linha 0399');
    expect(tail[0]).toContain('linha 0340');
    // Oldest first, consecutive.
    const numbers = tail.map((line) => Number(/linha (\d+)/.exec(line)?.[1]));
    expect(numbers).toEqual(numbers.map((_, i) => 340 + i));
  });

  it('tail of a log that does not exist yet is empty', () => {
    const dir = tempDir();
    const log = createAppLog({ dir: join(dir, 'logs'), level: 'info' });
    expect(log.tail(5)).toEqual([]);
    log.info('primeira');
    expect(existsSync(join(dir, 'logs', 'main.log'))).toBe(true);
  });
});
