/**
 * The kept lists' thread decodes an Op12 answer as its chunks come (D581), with the client's rules unchanged: a
 * body that is not UTF-8 (a Latin-1 one labelled JSON) is read as windows-1252, every character kept; a body cut in
 * the middle of a character or of the JSON is the client's invalid-response error, and nothing is kept.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { KeptLists } from '../../src-main/services/kept-lists';
import { unreadOp12 } from '../support/unread-bytes';

const OWNER = 'sandbox atendente';
const CPF = '68035292072';
const SORT = { column: 'valorMovimento', direction: 'asc' } as const;

/** Bytes cut every `size` bytes, as a socket hands them on. */
function inChunks(bytes: Uint8Array, size: number): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.slice(at, at + size));
  return chunks;
}

describe('an Op12 answer decoded in the thread as it comes', () => {
  const kept = new KeptLists(() => new Date('2026-01-31T12:00:00Z'));
  afterAll(() => kept.close());

  it('UTF-8 cut inside its characters reads every character', async () => {
    const body = new TextEncoder().encode(
      '[{"valorMovimento":1,"descricaoMovimento":"Contribuição ação"},{"valorMovimento":2,"descricaoMovimento":"Ção"}]',
    );
    const list = await kept.keep(OWNER, CPF, '000000000001', unreadOp12(kept, inChunks(body, 3)), { hold: true });
    const window = await kept.window(list, undefined, SORT, 0, 10);
    expect(window.rows.map((r) => r.descricaoMovimento)).toEqual(['Contribuição ação', 'Ção']);
  });

  it('bytes that are not UTF-8, labelled UTF-8, read as windows-1252 and told as drift', async () => {
    // Its own bytes (not a view of Node's buffer pool): what the client's socket hands on.
    const body = Uint8Array.from(Buffer.from('[{"valorMovimento":1,"descricaoMovimento":"Contribuição"}]', 'latin1'));
    const heard: unknown[] = [];
    const list = await kept.keep(
      OWNER,
      CPF,
      '000000000002',
      unreadOp12(kept, inChunks(body, 5), { read: (drift) => void heard.push(drift) }),
      { hold: true },
    );
    const window = await kept.window(list, undefined, SORT, 0, 10);
    expect(window.rows.map((r) => r.descricaoMovimento)).toEqual(['Contribuição']);
    expect(JSON.stringify(heard)).toContain('"kind":"charset"');
  });

  it('a body cut inside a character and the JSON is invalid-response, and nothing is kept', async () => {
    const whole = new TextEncoder().encode('[{"valorMovimento":1,"descricaoMovimento":"Contribuição"}]');
    const cut = whole.slice(0, whole.indexOf(0xc3) + 1);
    const before = await kept.size();
    await expect(
      kept.keep(OWNER, CPF, '000000000003', unreadOp12(kept, inChunks(cut, 4)), { hold: true }),
    ).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(await kept.size()).toBe(before);
  });
});
