/** The drills' judge must itself catch what it is there to catch: lost, duplicated, unjournaled, phantom and unexplained writes. */
import { describe, expect, it } from 'vitest';
import type { SandboxState } from '../../../src-sandbox/state';
import { fingerprintKeyId } from '../../../src-main/journal/request-fingerprint';
import { accountOfTag, paymentDataKey, writeFingerprint, writePayload } from './lib/drill-data';
import { reconcile, type SentWrite } from './lib/reconcile';

const SECRET = Buffer.alloc(32, 1);
const KEY = { id: fingerprintKeyId(SECRET), secret: SECRET };
const empty = (): SandboxState => ({
  format: 'balcao-sandbox-state',
  version: 1,
  seed: 1,
  nextSequence: 1,
  claimNotices: [],
  contributions: [],
  signatures: [],
  paymentData: {},
  proposalDates: {},
});
const claim = (tag: string) => ({
  protocolo: `SIN${tag}`,
  cpf: '1',
  linhaNegocio: 'VIDA',
  nomeSegurado: 'X',
  dataNascimentoSegurado: '1961-04-09',
  email: `drill.${tag}@example.com.br`,
  createdAt: '',
  by: '',
});
const sent = (tag: string, acknowledged: boolean, journalEntryId?: string): SentWrite => ({
  tag,
  op: 'op3',
  fingerprint: writeFingerprint('op3', writePayload('op3', tag), KEY),
  acknowledged,
  ...(journalEntryId ? { journalEntryId } : {}),
});
const entry = (write: SentWrite, id: string, status: string) => ({
  id,
  action: 'op3',
  status,
  fingerprint: write.fingerprint,
});

describe('reconcile', () => {
  it('passes a consistent picture: succeeded and stored, unknown and stored, unknown not stored, failed not stored', () => {
    const [a, b, c, d] = [sent('a1', true, 'j1'), sent('b1', false), sent('c1', false), sent('d1', false)];
    const state = { ...empty(), claimNotices: [claim('a1'), claim('b1')] };
    const r = reconcile(
      [a!, b!, c!, d!],
      [entry(a!, 'j1', 'succeeded'), entry(b!, 'j2', 'unknown'), entry(c!, 'j3', 'unknown'), entry(d!, 'j4', 'failed')],
      state,
    );
    expect(r.problems).toEqual([]);
    expect({ accepted: r.accepted, acknowledged: r.acknowledged }).toEqual({ accepted: 2, acknowledged: 1 });
  });

  it('catches every kind of disagreement', () => {
    const lost = sent('lost1', true, 'j1');
    const twice = sent('twice1', false);
    const failedButStored = sent('failed1', false);
    const phantom = sent('phantom1', false);
    const state = {
      ...empty(),
      claimNotices: [claim('twice1'), claim('twice1'), claim('failed1'), claim('stranger1')],
    };
    const r = reconcile(
      [lost, twice, failedButStored, phantom],
      [
        entry(lost, 'j1', 'succeeded'),
        entry(twice, 'j2', 'unknown'),
        entry(failedButStored, 'j3', 'failed'),
        entry(phantom, 'j4', 'succeeded'),
        { id: 'j5', action: 'op4', status: 'unknown' },
      ],
      state,
    );
    expect(r.lost).toEqual([expect.stringContaining('lost1')]);
    expect(r.duplicated).toEqual([expect.stringContaining('twice1')]);
    expect(r.unjournaled).toEqual([expect.stringContaining('failed1')]);
    // Acknowledged and journaled as succeeded, but not stored: lost, and a phantom success too.
    expect(r.phantom).toEqual([expect.stringContaining('lost1'), expect.stringContaining('phantom1')]);
    expect(r.unexplained).toEqual([expect.stringContaining('stranger1'), expect.stringContaining('j5')]);
  });

  it('Op5 counts by the payment data it shows now', () => {
    const write: SentWrite = {
      tag: 'p1',
      op: 'op5',
      fingerprint: writeFingerprint('op5', writePayload('op5', 'p1'), KEY),
      acknowledged: true,
      journalEntryId: 'j1',
    };
    const state = {
      ...empty(),
      paymentData: {
        [paymentDataKey()]: { banco: 341, agencia: '1234', conta: accountOfTag('p1'), changedAt: '', by: '' },
      },
    };
    expect(
      reconcile([write], [{ id: 'j1', action: 'op5', status: 'succeeded', fingerprint: write.fingerprint }], state)
        .problems,
    ).toEqual([]);
    expect(
      reconcile([write], [{ id: 'j1', action: 'op5', status: 'failed', fingerprint: write.fingerprint }], state)
        .unjournaled,
    ).toHaveLength(1);
  });
});
