/**
 * Which operation a raw path belongs to, for requests the router refuses
 * before any route runs (malformed percent-encoding, over-long segments): they
 * still get that operation's own error style.
 */
import { operations, type OperationDef } from '../src-shared/contract';

const patterns = (Object.values(operations) as OperationDef[]).map((op) => ({
  op,
  pattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]*')}/?$`),
}));

export function operationForPath(method: string, url: string): OperationDef | undefined {
  const path = url.split('?')[0] ?? '';
  return patterns.find(({ op, pattern }) => op.method === method && pattern.test(path))?.op;
}
