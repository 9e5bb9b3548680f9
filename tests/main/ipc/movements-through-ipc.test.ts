/**
 * The movements channels end to end (D140–D145), against the embedded sandbox and the real services, as the
 * renderer calls them: opening reads Op12 once and answers the first window; windows and the summary read the
 * kept list without asking the service again (the export's reading of it: tests/main/export); signing out or
 * another employee signing in drops it; inputs are validated like every channel's, in both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MovementSort } from '../../../src-shared/ipc/inputs';
import { movementView, type Movement } from '../../../src-shared/statements/movement-view';
import { data, type IpcHarness, startIpcHarness } from '../../support/ipc-harness';
import { errorText } from '../../../src-renderer/i18n/error-text';

const PATH = { idcliente: '27208447136', idcertificado: '000000925108' }; // 1,000 movements
const NEWEST: MovementSort = { column: 'dataMovimento', direction: 'desc' };
let h: IpcHarness;

const op12Calls = async () => (await h.sandboxRequests()).filter((r) => r.operation === 'op12').length;

beforeAll(async () => {
  h = await startIpcHarness();
  await h.login();
});
afterAll(() => h.stop());

describe('movements kept in the main process', () => {
  it('opens with one read, then windows, summary and export come from the kept list', async () => {
    const before = await op12Calls();
    const first = data(await h.api.movements.open({ path: PATH, sort: NEWEST, offset: 0, count: 100 }));
    expect(first.listRows).toBe(1000);
    expect(first.viewRows).toBe(1000);
    expect(first.rows).toHaveLength(100);
    const all = data(await h.api.pension.listFinancialMovements({ path: PATH })).data as Movement[];
    const calls = await op12Calls();
    // The operation channel is a read too: it read again (and kept what it read).
    expect(calls).toBe(before + 2);

    const filter = { tiposMovimento: [all[0]!.tipoMovimento ?? ''] };
    const sort: MovementSort = { column: 'valorMovimento', direction: 'asc' };
    const expected = movementView(all, filter, sort);
    const w = data(await h.api.movements.window({ path: PATH, filter, sort, offset: 100, count: 100 }));
    expect(w.viewRows).toBe(expected.length);
    expect(w.rows).toEqual(expected.slice(100, 200));
    const summary = data(await h.api.movements.summary({ path: PATH, filter }));
    expect(summary.totals.count).toBe(expected.length);
    expect(summary.facets.tiposMovimento.length).toBeGreaterThan(0);

    expect(await op12Calls()).toBe(calls);
  });

  it('refuses a window larger than the limit, in both languages, and changes nothing', async () => {
    const refused = await h.api.movements.window({ path: PATH, sort: NEWEST, offset: 0, count: 100_000 });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(errorText(refused.error, 'pt-BR')).not.toBe('');
      expect(errorText(refused.error, 'en')).not.toBe('');
    }
  });

  it("signing out drops the kept lists; another employee never gets the first one's", async () => {
    data(await h.api.movements.open({ path: PATH, sort: NEWEST, offset: 0, count: 10 }));
    const kept = (h.services.operations as unknown as { kept: { size(): Promise<number> } }).kept;
    expect(await kept.size()).toBeGreaterThan(0);
    data(await h.api.session.logout());
    expect(await kept.size()).toBe(0);
    const refused = await h.api.movements.window({ path: PATH, sort: NEWEST, offset: 0, count: 10 });
    expect(refused.ok).toBe(false);

    await h.login();
    const mine = data(await h.api.movements.open({ path: PATH, sort: NEWEST, offset: 0, count: 10 }));
    await h.login('supervisor', 'Supervisor@2026');
    expect(await kept.size()).toBe(0);
    const before = await op12Calls();
    const theirs = data(await h.api.movements.window({ path: PATH, sort: NEWEST, offset: 0, count: 10 }));
    // Read again for the new employee: another list.
    expect(await op12Calls()).toBe(before + 1);
    expect(theirs.list).not.toBe(mine.list);
  });
});
