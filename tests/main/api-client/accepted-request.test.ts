/**
 * A request is parsed once on its way out of the main process (D171): the IPC channel's schema, the trust
 * boundary, marks the parts it accepted, and the client sends a marked part as it is. Anything else (a request put
 * together in main, a copy, a part another operation's schema accepted) is parsed as before.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRequest, type RequestSettings } from '../../../src-main/api-client/build-request';
import { ApiError } from '../../../src-main/api-client/api-error';
import { isAccepted, operationDefs, operations } from '../../../src-shared/contract';
import { cpfPath } from '../../../src-shared/contract/path-params';
import { ipcChannels } from '../../../src-shared/ipc';
import { demoWorld } from '../../support/sandbox-fixture';
import { data, type IpcHarness, startIpcHarness } from '../../support/ipc-harness';
import { validRequests } from '../../sandbox/valid-requests';

const world = demoWorld();
const settings: RequestSettings = {
  baseUrl: 'https://api.example.com',
  companyCode: '1',
  subscriptionKey: 'key-123',
  accessToken: undefined,
};
const raw = validRequests(world, '');
const contribution = { path: raw.op4.params!, body: raw.op4.body };

/** The op4 channel's input as the main process receives it once the channel's schema let it through. */
function receivedContribution(): { path: Record<string, string>; body: unknown } {
  return ipcChannels.pension.requestContribution.input.parse({ ...contribution, confirmDuplicate: true }) as {
    path: Record<string, string>;
    body: unknown;
  };
}

afterEach(() => vi.restoreAllMocks());

describe('parts an IPC channel accepted', () => {
  it('carry the mark of the very schema that accepted them, and are frozen, nested objects too', () => {
    const received = receivedContribution();
    expect(isAccepted(received.path, operationDefs.op4.pathParams)).toBe(true);
    expect(isAccepted(received.body, operationDefs.op4.body)).toBe(true);
    expect(isAccepted(received.body, operationDefs.op2.body)).toBe(false);
    expect(isAccepted(contribution.body, operationDefs.op4.body)).toBe(false);
    expect(Object.isFrozen(received.path)).toBe(true);
    expect(() => {
      (received.body as { fundos: Array<{ codigo: string }> }).fundos[0]!.codigo = 'OUTRO';
    }).toThrow(TypeError);
  });

  it('are sent as they are: the same request as the raw one, without parsing the body or the path again', () => {
    const fromRaw = buildRequest('op4', contribution, settings);
    const received = receivedContribution();
    const bodyParse = vi.spyOn(operations.op4.body, 'safeParse');
    const cpfParse = vi.spyOn(cpfPath.input, 'safeParse');
    const fromChannel = buildRequest('op4', { path: received.path, body: received.body }, settings);
    expect(bodyParse).not.toHaveBeenCalled();
    expect(cpfParse).not.toHaveBeenCalled();
    expect(fromChannel).toEqual(fromRaw);
  });

  it('a copy, or a raw request, is parsed (and refused when wrong)', () => {
    const bodyParse = vi.spyOn(operations.op4.body, 'safeParse');
    const received = receivedContribution();
    buildRequest('op4', { path: { ...received.path }, body: { ...(received.body as object) } }, settings);
    expect(bodyParse).toHaveBeenCalledTimes(1);
    const refused = (() => {
      try {
        buildRequest('op4', { path: received.path, body: { ...(received.body as object), valor: 'cem' } }, settings);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(ApiError);
  });

  it("a path another operation's parameters accepted is parsed against this one's (Op12's path is no Op19 path)", () => {
    const movements = ipcChannels.pension.listFinancialMovements.input.parse({ path: raw.op12.params }) as {
      path: Record<string, string>;
    };
    expect(isAccepted(movements.path, operationDefs.op19.pathParams)).toBe(false);
    expect(() => buildRequest('op19', { path: movements.path }, settings)).toThrow(/idprocessorenda/);
    // Op14 and Op16 share one parameter table: the balance's path serves the profitability as it is.
    const balance = ipcChannels.pension.getDetailedBalance.input.parse({ path: raw.op14.params }) as {
      path: Record<string, string>;
    };
    expect(isAccepted(balance.path, operationDefs.op16.pathParams)).toBe(true);
  });
});

describe('through IPC', () => {
  let h: IpcHarness;
  beforeAll(async () => {
    h = await startIpcHarness();
    await h.login();
  });
  afterAll(() => h.stop());

  it("a write's body is parsed in main by the channel's schema only, never again by the client", async () => {
    const bodyParse = vi.spyOn(operations.op4.body, 'safeParse');
    const outcome = data(await h.api.pension.requestContribution({ ...contribution, confirmDuplicate: true } as never));
    expect(outcome).toMatchObject({ journalEntryId: expect.any(String) });
    // The channel's parse runs inside its own schema; the service's side of the wire parses in the sandbox's thread (D285).
    expect(bodyParse).toHaveBeenCalledTimes(0);
  });
});
