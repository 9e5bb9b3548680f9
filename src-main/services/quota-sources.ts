/**
 * Main process. Each fund's quota conversions for a period summary (D350): a movement (Op12) carries quotas but
 * no quota value, so a balance in R$ is valued at the fund's detailed balance (Op14), as the screen last read it
 * or read now. A fund whose Op14 cannot be had has no conversions: its R$ balances are "not established" and the
 * summary says why, never a value guessed.
 */
import type { ApiResult } from '../../src-shared/contract';
import type { CoverageFund } from '../../src-shared/statements/movement-digest';
import type { SummaryEntry } from '../../src-shared/statements/period-summary';
import { fundKeyOf } from '../../src-shared/statements/period-summary-view';

/** By fund key (`cobertura|fundo`): only the fields the valuation reads, so they cross to the kept lists' thread small. */
export type QuotaSources = Record<string, Array<Pick<SummaryEntry, 'dataConversaoCota' | 'valorConversaoCota'>>>;

export async function quotaSourcesOf(
  operations: { readForExport(id: 'op14', input: { path: Record<string, string> }): Promise<unknown> },
  path: Record<string, string>,
  pairs: readonly CoverageFund[],
): Promise<QuotaSources> {
  const sources: QuotaSources = {};
  for (const pair of pairs) {
    try {
      const entries = (await operations.readForExport('op14', {
        path: { ...path, idcobertura: pair.cobertura, idfundo: pair.fundo },
      })) as ApiResult<'op14'>;
      sources[fundKeyOf({ tipoCobertura: pair.cobertura, codigoFundo: pair.fundo })] = entries.map((entry) => ({
        dataConversaoCota: entry.dataConversaoCota,
        valorConversaoCota: entry.valorConversaoCota,
      }));
    } catch {
      // Without the fund's detailed balance its R$ balances are "não apurado" and the summary says why.
    }
  }
  return sources;
}
