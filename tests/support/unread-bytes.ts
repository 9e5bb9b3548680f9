/**
 * Tests and bench. An unread answer made of bytes at hand, written to a sink (the kept lists) as the client writes a
 * body off the socket (D431): chunk by chunk, then handed over, with the client's own errors for a body that cannot
 * be read and for one in an error's shape (D202).
 */
import { errorInSuccessText, invalidResponse } from '../../src-main/api-client/read-response';
import { type BodySink, UnreadBody } from '../../src-main/api-client/unread-body';
import { type DriftReport, operationDefs, type OperationId } from '../../src-shared/contract';

export const JSON_UTF8 = 'application/json; charset=utf-8';

export function unreadAnswer(
  sink: BodySink,
  id: OperationId,
  chunks: readonly Uint8Array[],
  options: { contentType?: string | undefined; read?: (drift: DriftReport) => void } = {},
): UnreadBody {
  const contentType = 'contentType' in options ? options.contentType : JSON_UTF8;
  const op = operationDefs[id];
  const intake = sink.open(contentType);
  for (const chunk of chunks) intake.write(chunk);
  const received = { status: 200, contentType, text: '', tokenSent: true };
  return new UnreadBody(
    id,
    intake,
    contentType,
    options.read ?? (() => undefined),
    (reason) => invalidResponse(id, op, 200, [reason]),
    (text) => errorInSuccessText(id, op, received, text),
  );
}

export function unreadOp12(
  sink: BodySink,
  chunks: readonly Uint8Array[],
  options: { contentType?: string; read?: (drift: DriftReport) => void } = {},
): UnreadBody {
  return unreadAnswer(sink, 'op12', chunks, options);
}
