/**
 * Attaches one service function to one channel: validates the input at the
 * boundary with the channel's schema, runs the service, and answers
 * `{ ok, data }` or `{ ok: false, error }`. Nothing throws across IPC.
 */
import type { z } from 'zod';
import { type ChannelDef, channelName, type IpcChannels, ipcChannels, type IpcResult } from '../../src-shared/ipc';
import { toIpcError, zodToIpcError } from './to-ipc-error';
import type { IpcTransport } from './transport';

type Input<D> = D extends ChannelDef<infer I, unknown> ? z.output<I> : never;
type Output<D> = D extends ChannelDef<z.ZodType, infer O> ? O : never;

export type ChannelService<Domain extends keyof IpcChannels, Name extends keyof IpcChannels[Domain]> = (
  input: Input<IpcChannels[Domain][Name]>,
) => Promise<Output<IpcChannels[Domain][Name]>>;

export interface RegisterContext {
  transport: IpcTransport;
  log: (line: string) => void;
}

export function registerChannel<Domain extends keyof IpcChannels, Name extends keyof IpcChannels[Domain] & string>(
  ctx: RegisterContext,
  domain: Domain,
  name: Name,
  service: ChannelService<Domain, Name>,
): void {
  const def = ipcChannels[domain][name] as unknown as ChannelDef;
  ctx.transport.handle(channelName(domain, name), async (payload): Promise<IpcResult<unknown>> => {
    const parsed = def.input.safeParse(payload);
    if (!parsed.success) return { ok: false, error: zodToIpcError(parsed.error) };
    try {
      return { ok: true, data: await service(parsed.data as Input<IpcChannels[Domain][Name]>) };
    } catch (error) {
      return { ok: false, error: toIpcError(error, ctx.log) };
    }
  });
}
