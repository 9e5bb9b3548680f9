/**
 * Main process. One channel per API operation, all from the contract's table
 * (D170): the channel's boundary (register-channel.ts) bounds and validates
 * the input; the operations service does the rest.
 */
import { operationDefs } from '../../src-shared/contract';
import { channelOperations } from '../../src-shared/ipc';
import type { OperationCall, OperationsService } from '../services/operations-service';
import { registerChannelByName, type RegisterContext } from './register-channel';

export function registerOperationsIpc(ctx: RegisterContext, service: OperationsService): void {
  for (const id of channelOperations) {
    const { domain, name } = operationDefs[id];
    // The channel's schema is the operation's request (and a write's journal context): what it let through is an OperationCall.
    registerChannelByName(ctx, domain, name, (input) => service.run(id, input as OperationCall));
  }
}
