/**
 * One channel per API operation of a domain, all from the contract: the
 * channel's boundary (register-channel.ts channelHandler) bounds and validates
 * the input; the operations service does the rest. Main process.
 */
import { operations, type Domain, type OperationDef, type OperationId } from '../../src-shared/contract';
import { channelName, ipcChannels, type ChannelDef } from '../../src-shared/ipc';
import type { OperationsService } from '../services/operations-service';
import { channelHandler, type RegisterContext } from './register-channel';

export function registerOperationsIpc(ctx: RegisterContext, domain: Exclude<Domain, 'auth'>, service: OperationsService): void {
  const group = ipcChannels[domain] as Record<string, ChannelDef>;
  for (const [id, op] of Object.entries(operations) as Array<[OperationId, OperationDef]>) {
    if (op.domain !== domain || op.kind === 'auth') continue;
    const def = group[op.name]!;
    const run = (input: unknown) => service.run(id, input as Parameters<OperationsService['run']>[1]);
    ctx.transport.handle(channelName(domain, op.name), channelHandler(def, run, ctx.log));
  }
}
