/**
 * One channel per API operation of a domain, all from the contract: the
 * channel's schema validated the input; the operations service does the rest.
 */
import { operations, type Domain, type OperationDef, type OperationId } from '../../src-shared/contract';
import { channelName, ipcChannels, type ChannelDef, type IpcResult } from '../../src-shared/ipc';
import type { OperationsService } from '../services/operations-service';
import type { RegisterContext } from './register-channel';
import { toIpcError, zodToIpcError } from './to-ipc-error';

export function registerOperationsIpc(ctx: RegisterContext, domain: Exclude<Domain, 'auth'>, service: OperationsService): void {
  const group = ipcChannels[domain] as Record<string, ChannelDef>;
  for (const [id, op] of Object.entries(operations) as Array<[OperationId, OperationDef]>) {
    if (op.domain !== domain || op.kind === 'auth') continue;
    const def = group[op.name]!;
    ctx.transport.handle(channelName(domain, op.name), async (payload): Promise<IpcResult<unknown>> => {
      const parsed = def.input.safeParse(payload);
      if (!parsed.success) return { ok: false, error: zodToIpcError(parsed.error) };
      try {
        return { ok: true, data: await service.run(id, parsed.data as Parameters<OperationsService['run']>[1]) };
      } catch (error) {
        return { ok: false, error: toIpcError(error, ctx.log) };
      }
    });
  }
}
