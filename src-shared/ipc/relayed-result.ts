/**
 * An answer main relays without reading it (D729): a read whose rows grow with the certificate's history (Op14) is
 * read in the kept lists' thread, which writes its outcome as JSON; main hands those bytes on as they are, and the
 * side that gives the renderer its `window.api` parses them into `data`. Only on the wire: the renderer always gets
 * an IpcResult.
 */
import type { IpcResult } from './ipc-result';

/** Every process has the WHATWG TextDecoder; shared code is compiled without DOM or Node types (tsconfig.shared.json). */
declare const TextDecoder: new () => { decode(input: Uint8Array): string };

export interface RelayedResult {
  ok: true;
  /** UTF-8 JSON of the channel's `data`. */
  json: Uint8Array;
}

/** What a channel's handler answers on the wire. */
export type IpcWireResult<T> = IpcResult<T> | RelayedResult;

export function isRelayedResult(value: unknown): value is RelayedResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { ok?: unknown }).ok === true &&
    (value as { json?: unknown }).json instanceof Uint8Array
  );
}

/** The IpcResult a wire answer stands for: relayed bytes parsed into `data`, anything else as it is. */
export function unrelayed(value: unknown): unknown {
  if (!isRelayedResult(value)) return value;
  return { ok: true, data: JSON.parse(new TextDecoder().decode(value.json)) as unknown };
}
