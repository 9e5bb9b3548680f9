/**
 * Main process. The last few read results, for a short while, so exporting
 * what is on screen need not fetch it again. Dropped after a write for the
 * same customer, so a statement never misses what was just done, and when
 * the session ends or another employee signs in (D197). Keyed by whose read it
 * was too (environment and login), so one employee's read is never another's
 * export even if a drop were missed. Not the sandbox's response-cache.ts,
 * which keeps serialized answers: see D166.
 */
import { customerCpfInPath, operations, type OperationDef, type OperationId } from '../../src-shared/contract';

/** How long a read answers for what is on screen without reading again: here from the read, for a kept list from its last look (D195). */
export const READ_TTL_MS = 5 * 60 * 1000;
const MAX_ENTRIES = 12;

export class RecentReads {
  private readonly entries = new Map<string, { at: number; value: unknown; cpf?: string }>();

  constructor(private readonly clock: () => Date) {}

  /**
   * Whose read it was, the operation, its path parameters in the contract's order (whatever order the caller's
   * object has: the screen's read and the export's must meet), each prefixed with its length so no value can run
   * into the next, and the query as JSON. Cheaper than JSON.stringify of the whole request on every read.
   */
  private key(owner: string, id: OperationId, request: { path?: Record<string, string>; query?: unknown }): string {
    let key = `${owner.length}:${owner} ${id}`;
    for (const name in (operations[id] as OperationDef).pathParams) {
      const value = String(request.path?.[name] ?? '');
      key += ` ${value.length}:${value}`;
    }
    return request.query === undefined ? key : `${key} ?${JSON.stringify(request.query)}`;
  }

  /** `owner`: the environment and the login ("sandbox atendente"), as the kept lists say it. */
  get(owner: string, id: OperationId, request: { path?: Record<string, string>; query?: unknown }): unknown {
    const key = this.key(owner, id, request);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.clock().getTime() - entry.at > READ_TTL_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(
    owner: string,
    id: OperationId,
    request: { path?: Record<string, string>; query?: unknown },
    value: unknown,
  ): void {
    const cpf = customerCpfInPath(request.path);
    this.entries.set(this.key(owner, id, request), { at: this.clock().getTime(), value, ...(cpf ? { cpf } : {}) });
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  clearCustomer(cpf: string | undefined): void {
    for (const [key, entry] of this.entries) if (!cpf || entry.cpf === cpf) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
