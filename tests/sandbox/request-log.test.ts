/** The request log: a ring buffer of the last requests, CPFs masked as they are recorded. */
import { describe, expect, it } from 'vitest';
import { RequestLog, type RequestLogEntry } from '../../src-sandbox/request-log';

const entry = (n: number, url = `/x/${n}`): RequestLogEntry => ({
  atMs: Date.UTC(2026, 0, 1, 12, 0, 0, n),
  method: 'GET',
  url,
  operation: 'op8',
  valid: true,
  status: 200,
  faults: [],
  durationMs: n,
});

describe('RequestLog', () => {
  it('lists entries oldest first with the same fields as before, the time in ISO form', () => {
    const log = new RequestLog(5);
    log.add(entry(1));
    log.add({ ...entry(2), faults: ['latency'] });
    expect(log.list()).toEqual([
      {
        at: '2026-01-01T12:00:00.001Z',
        method: 'GET',
        url: '/x/1',
        operation: 'op8',
        valid: true,
        status: 200,
        faults: [],
        durationMs: 1,
        seq: 1,
      },
      {
        at: '2026-01-01T12:00:00.002Z',
        method: 'GET',
        url: '/x/2',
        operation: 'op8',
        valid: true,
        status: 200,
        faults: ['latency'],
        durationMs: 2,
        seq: 2,
      },
    ]);
    expect(Object.keys(log.list()[0]!)).toEqual([
      'at',
      'method',
      'url',
      'operation',
      'valid',
      'status',
      'faults',
      'durationMs',
      'seq',
    ]);
  });

  it('keeps only the last `capacity` requests, in order, however many went through', () => {
    const log = new RequestLog(4);
    for (let n = 1; n <= 4; n++) log.add(entry(n));
    expect(log.list().map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    log.add(entry(5));
    expect(log.list().map((e) => e.seq)).toEqual([2, 3, 4, 5]);
    for (let n = 6; n <= 11; n++) log.add(entry(n));
    expect(log.list().map((e) => e.seq)).toEqual([8, 9, 10, 11]);
    expect(log.list().map((e) => e.url)).toEqual(['/x/8', '/x/9', '/x/10', '/x/11']);
    expect(log.size).toBe(4);
    for (let n = 12; n <= 10_000; n++) log.add(entry(n));
    expect(log.list().map((e) => e.seq)).toEqual([9_997, 9_998, 9_999, 10_000]);
  });

  it('clear empties it; numbering goes on', () => {
    const log = new RequestLog(3);
    for (let n = 1; n <= 5; n++) log.add(entry(n));
    log.clear();
    expect(log.list()).toEqual([]);
    log.add(entry(6));
    log.add(entry(7));
    expect(log.list().map((e) => e.seq)).toEqual([6, 7]);
  });

  it('stores the path with CPFs masked, never the CPF itself', () => {
    const log = new RequestLog(2);
    log.add(entry(1, '/clientes/07122628817/certificados/000000227512?cpf=071.226.288-17'));
    const [logged] = log.list();
    expect(logged!.url).not.toContain('07122628817');
    expect(logged!.url).not.toContain('071.226.288-17');
    expect(logged!.url).toContain('000000227512');
    expect(JSON.stringify(log)).not.toContain('07122628817');
  });

  it('hands out copies: changing a listed entry does not change the log', () => {
    const log = new RequestLog(2);
    log.add({ ...entry(1), faults: ['drop'] });
    const listed = log.list();
    listed[0]!.faults.push('latency');
    listed[0]!.status = 500;
    expect(log.list()[0]).toMatchObject({ status: 200, faults: ['drop'] });
  });
});
