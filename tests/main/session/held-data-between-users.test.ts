/**
 * What the main process holds for an employee (the reads the export reuses, D166; the kept movement lists, D141;
 * the CPFs revealed, D181) is dropped whenever someone else signs in, whatever way the previous session ended:
 * signed out, expired (the service refused the token), or left to run out (D197). Through IPC with the real
 * services and the embedded sandbox.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MovementSort } from '../../../src-shared/ipc/inputs';
import { data, type IpcHarness, startIpcHarness } from '../../support/ipc-harness';

const CUSTOMER = { idpessoafisica: '27208447136' };
const PATH = { idcliente: CUSTOMER.idpessoafisica, idcertificado: '000000925108' };
const NEWEST: MovementSort = { column: 'dataMovimento', direction: 'desc' };

let h: IpcHarness;
beforeEach(async () => {
  h = await startIpcHarness();
  await h.login();
});
afterEach(() => h.stop());

const calls = async (operation: string) => (await h.sandboxRequests()).filter((r) => r.operation === operation).length;
const keptSize = () => (h.services.operations as unknown as { kept: { size(): Promise<number> } }).kept.size();

/** The ways a session ends without the employee pressing "Sair". */
const endings: Array<[string, () => void | Promise<void>]> = [
  ['expired (the service refused its token)', () => h.services.session.expire()],
  ['expired, the refused token named', () => h.services.session.expire(h.services.session.accessToken())],
];

describe('another employee after a session that ended on its own', () => {
  it.each(endings)("%s: the supervisor does not get the atendente's read of a customer", async (_how, end) => {
    data(await h.api.customers.getCustomer({ path: CUSTOMER }));
    await end();
    await h.login('supervisor', 'Supervisor@2026');
    const before = await calls('op8');
    await h.services.operations.readForExport('op8', { path: CUSTOMER });
    expect(await calls('op8')).toBe(before + 1);
  });

  it.each(endings)(
    "%s: the atendente's kept lists and revealed CPFs go when the supervisor signs in",
    async (_how, end) => {
      data(await h.api.movements.open({ path: PATH, sort: NEWEST, offset: 0, count: 10 }));
      data(await h.api.journal.recordCpfReveal({ cpf: CUSTOMER.idpessoafisica }));
      expect(await keptSize()).toBe(1);
      await end();
      await h.login('supervisor', 'Supervisor@2026');
      expect(await keptSize()).toBe(0);
      // The reveal is keyed by whose it is; it must also be gone, not only hidden: when the atendente comes back
      // after the supervisor's session expired in turn, her old reveal is not there.
      h.services.session.expire();
      await h.login();
      expect(h.services.history.revealedInSession(CUSTOMER.idpessoafisica)).toBe(false);
    },
  );

  it('the same employee signing in again after an expiry keeps what was read for her (her own data, D197)', async () => {
    data(await h.api.customers.getCustomer({ path: CUSTOMER }));
    h.services.session.expire();
    await h.login();
    const before = await calls('op8');
    await h.services.operations.readForExport('op8', { path: CUSTOMER });
    expect(await calls('op8')).toBe(before);
  });

  it('a read the export reuses is never answered to another employee, even if nothing dropped it', async () => {
    data(await h.api.customers.getCustomer({ path: CUSTOMER }));
    // Bypass every end hook: the session is replaced as if a hook had been missed.
    (h.services.session as unknown as { endListeners: unknown[] }).endListeners.length = 0;
    h.services.session.expire();
    await h.login('supervisor', 'Supervisor@2026');
    const before = await calls('op8');
    await h.services.operations.readForExport('op8', { path: CUSTOMER });
    expect(await calls('op8')).toBe(before + 1);
  });
});
