/**
 * Tests and bench. An unread Op12 answer made of bytes at hand, written to a sink (the kept lists) as the client
 * writes a body off the socket (D431): chunk by chunk, then handed over.
 */
import { ApiError } from '../../src-main/api-client/api-error';
import { type BodySink, UnreadBody } from '../../src-main/api-client/unread-body';
import type { DriftReport } from '../../src-shared/contract';

export const JSON_UTF8 = 'application/json; charset=utf-8';

export function unreadOp12(
  sink: BodySink,
  chunks: readonly Uint8Array[],
  options: { contentType?: string; read?: (drift: DriftReport) => void } = {},
): UnreadBody {
  const contentType = options.contentType ?? JSON_UTF8;
  const intake = sink.open(contentType);
  for (const chunk of chunks) intake.write(chunk);
  return new UnreadBody(
    'op12',
    intake,
    contentType,
    options.read ?? (() => undefined),
    (reason) => new ApiError({ operation: 'op12', kind: 'invalid-response', status: 200, messages: [reason] }),
  );
}
