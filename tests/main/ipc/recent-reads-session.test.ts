/**
 * What the screen last read is reused by the export (RecentReads, D166) only
 * within the session that read it: signing out, or another employee signing
 * in, drops it, so one employee's export never comes from another's read
 * (as the kept movement lists, D141).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, type IpcHarness, startIpcHarness } from '../../support/ipc-harness';

const CUSTOMER = { idpessoafisica: '27208447136' };
let h: IpcHarness;
const op8Calls = async () => (await h.sandboxRequests()).filter((r) => r.operation === 'op8').length;

beforeAll(async () => {
  h = await startIpcHarness();
  await h.login();
});
afterAll(() => h.stop());

describe('reads reused by the export, per session', () => {
  it('within a session the export reuses the screen’s read', async () => {
    data(await h.api.customers.getCustomer({ path: CUSTOMER }));
    const before = await op8Calls();
    await h.services.operations.readForExport('op8', { path: CUSTOMER });
    expect(await op8Calls()).toBe(before);
  });

  it('after signing out, or another employee signing in, it reads again', async () => {
    data(await h.api.customers.getCustomer({ path: CUSTOMER }));
    data(await h.api.session.logout());
    await h.login('supervisor', 'Supervisor@2026');
    const before = await op8Calls();
    await h.services.operations.readForExport('op8', { path: CUSTOMER });
    expect(await op8Calls()).toBe(before + 1);

    data(await h.api.customers.getCustomer({ path: CUSTOMER }));
    await h.login();
    const again = await op8Calls();
    await h.services.operations.readForExport('op8', { path: CUSTOMER });
    expect(await op8Calls()).toBe(again + 1);
  });
});
