/**
 * Main process. Attaches one service function to one channel: bounds the
 * input's size and shape, validates it with the channel's schema, runs the
 * service, and answers `{ ok, data }` (or `{ ok, json }`, an answer relayed
 * unread, D729) or `{ ok: false, error }`, errors cut
 * to a bounded size. Nothing throws across IPC. Every channel, operation
 * channels included, is attached here.
 */
import type { z } from 'zod';
import {
  type ChannelDef,
  channelName,
  decodePayload,
  type IpcChannels,
  ipcChannels,
  type IpcWireResult,
  payloadProblemError,
} from '../../src-shared/ipc';
import { RelayedAnswer } from '../services/relayed-answer';
import { safeParsePtBr } from '../../src-shared/zod-pt-br';
import { boundIpcError } from './bound-ipc-error';
import { toIpcError, zodToIpcError } from './to-ipc-error';
import type { ChannelHandler, IpcTransport } from './transport';

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
  registerChannelByName(ctx, domain, name, service as (input: unknown) => Promise<unknown>);
}

/** The same, for channels named at run time (the operation channels, from the contract's table). */
export function registerChannelByName(
  ctx: RegisterContext,
  domain: string,
  name: string,
  service: (input: unknown) => Promise<unknown>,
): void {
  const def = (ipcChannels as Record<string, Record<string, ChannelDef> | undefined>)[domain]?.[name];
  if (!def) throw new Error(`canal IPC não declarado no mapa de canais: ${domain}.${name}`);
  ctx.transport.handle(channelName(domain, name), channelHandler(def, service, ctx.log));
}

/** The boundary every channel goes through, whoever registers it (operation channels too). */
export function channelHandler(
  def: ChannelDef,
  service: (input: unknown) => Promise<unknown>,
  log: (line: string) => void,
): ChannelHandler {
  return async (payload): Promise<IpcWireResult<unknown>> => {
    // Size and shape first (JSON text, bounded): the schema never walks a huge or exotic value.
    const decoded = decodePayload(payload, def.limits);
    if ('problem' in decoded) return { ok: false, error: payloadProblemError(decoded.problem) };
    const parsed = safeParsePtBr(def.input, decoded.value);
    if (!parsed.success) return { ok: false, error: boundIpcError(zodToIpcError(parsed.error)) };
    try {
      const data = await service(parsed.data);
      // Read in a thread and written as JSON there (D729): handed on as those bytes, never read here.
      return data instanceof RelayedAnswer ? { ok: true, json: data.json } : { ok: true, data };
    } catch (error) {
      return { ok: false, error: boundIpcError(toIpcError(error, log)) };
    }
  };
}
