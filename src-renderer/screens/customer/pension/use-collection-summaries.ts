/**
 * Renderer. Op13 (collection channels) of each certificate the registration lists, for the list on the pension
 * tab: one small read per certificate, together, when the tab opens. Op13 is the one light read that says
 * something of a certificate besides its number (how much, how often and how it is billed; the service's own
 * words when it refuses, such as a cancelled certificate). Product, plan and status come from no operation, and
 * a balance needs the movements and a read per fund (D262): those stay on the certificate screen.
 *
 * Beyond MAX_LISTED certificates nothing is read here (a list that long is rare; each certificate still opens).
 * A session refusal fails the whole read (the next login loads it again).
 */
import type { ApiResult } from '../../../../src-shared/contract';
import type { IpcError, IpcResult } from '../../../../src-shared/ipc/ipc-result';
import { callOperation } from '../../../data/operation-call';
import { queryKeys } from '../../../data/query-keys';
import { type QueryState, useRead } from '../../../data/use-read';
import { isSessionError } from '../../../ipc/use-ipc';

export const MAX_LISTED = 20;

export type CollectionSummary =
  { channels: ApiResult<'op13'>; error?: undefined } | { channels?: undefined; error: IpcError };

export function useCollectionSummaries(
  cpf: string,
  certificates: readonly string[],
): QueryState<ReadonlyMap<string, CollectionSummary>> {
  const listed = certificates.length > 0 && certificates.length <= MAX_LISTED;
  return useRead<ReadonlyMap<string, CollectionSummary>>(
    listed ? queryKeys.customerRead(cpf, 'op13', 'certificates', certificates) : undefined,
    async (): Promise<IpcResult<ReadonlyMap<string, CollectionSummary>>> => {
      const results = await Promise.all(
        certificates.map((certificate) =>
          callOperation('op13', { path: { idcliente: cpf, idcertificado: certificate } }),
        ),
      );
      for (const result of results) if (!result.ok && isSessionError(result.error)) return result;
      const summaries = new Map<string, CollectionSummary>();
      certificates.forEach((certificate, i) => {
        const result = results[i]!;
        summaries.set(certificate, result.ok ? { channels: result.data.data } : { error: result.error });
      });
      return { ok: true, data: summaries };
    },
    { keepPrevious: true },
  );
}
