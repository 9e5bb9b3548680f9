/**
 * `window.api`: one named function per channel, grouped by domain, built from
 * the channel map. The same builder serves the Electron preload (over
 * ipcRenderer) and the browser harness (over a Playwright binding), so the
 * renderer cannot tell them apart and never gets a generic invoke.
 */
import type { z } from 'zod';
import { type ChannelDef, type IpcChannels, listChannels } from './channels';
import type { IpcResult } from './ipc-result';
import { encodePayload, payloadProblemError } from './payload-bounds';
import { unrelayed } from './relayed-result';

type ChannelFunction<D> =
  D extends ChannelDef<infer I, infer O>
    ? z.input<I> extends undefined
      ? () => Promise<IpcResult<O>>
      : (input: z.input<I>) => Promise<IpcResult<O>>
    : never;

export type BalcaoApi = {
  [Domain in keyof IpcChannels]: { [Name in keyof IpcChannels[Domain]]: ChannelFunction<IpcChannels[Domain][Name]> };
};

/** Sends one message on a wire channel; supplied by the process that hosts the renderer. */
export type ChannelSender = (wireChannel: string, payload: unknown) => Promise<unknown>;

export function buildApi(send: ChannelSender): BalcaoApi {
  const api: Record<string, Record<string, (input?: unknown) => Promise<unknown>>> = {};
  for (const { domain, name, wire, def } of listChannels()) {
    api[domain] ??= {};
    // Inputs cross as JSON text within the channel's bounds (payload-bounds.ts): the main process knows the size of
    // a message before it parses it. What breaks a bound is answered here, without bothering the main process.
    api[domain][name] = async (input?: unknown) => {
      const encoded = encodePayload(input, def.limits);
      if ('problem' in encoded)
        return { ok: false, error: payloadProblemError(encoded.problem) } satisfies IpcResult<never>;
      // An answer main relayed unread (D729) is parsed here, on the renderer's side.
      return unrelayed(await send(wire, encoded.text));
    };
  }
  for (const group of Object.values(api)) Object.freeze(group);
  return Object.freeze(api) as unknown as BalcaoApi;
}
