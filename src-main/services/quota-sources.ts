/**
 * Each fund's quota conversions for a period summary (D350): a movement (Op12) carries quotas but no quota value, so
 * a balance in R$ is valued at the fund's detailed balance (Op14), as the screen last read it or read now. A fund
 * whose Op14 cannot be had has no conversions: its R$ balances are "not established" and the summary says why, never
 * a value guessed.
 *
 * Main gathers each fund's Op14 as the kept lists' thread wrote it (D729: JSON bytes it never parses,
 * `quotaAnswersOf`); whoever values the balances, the thread, reads the conversions from them (`quotaSourcesFrom`).
 */
import type { ApiResult } from '../../src-shared/contract';
import type { CoverageFund } from '../../src-shared/statements/movement-digest';
import type { SummaryEntry } from '../../src-shared/statements/period-summary';
import { fundKeyOf } from '../../src-shared/statements/period-summary-view';
import type { RelayedAnswer } from './relayed-answer';

/** By fund key (`cobertura|fundo`): only the fields the valuation reads. */
export type QuotaSources = Record<string, Array<Pick<SummaryEntry, 'dataConversaoCota' | 'valorConversaoCota'>>>;

/** By fund key: the fund's Op14 outcome as UTF-8 JSON (RelayedAnswer.json), unparsed. */
export type QuotaAnswers = Record<string, Uint8Array>;

export async function quotaAnswersOf(
  operations: { readRelayed(id: 'op14', input: { path: Record<string, string> }): Promise<RelayedAnswer> },
  path: Record<string, string>,
  pairs: readonly CoverageFund[],
): Promise<QuotaAnswers> {
  const answers: QuotaAnswers = {};
  for (const pair of pairs) {
    try {
      const relayed = await operations.readRelayed('op14', {
        path: { ...path, idcobertura: pair.cobertura, idfundo: pair.fundo },
      });
      answers[fundKeyOf({ tipoCobertura: pair.cobertura, codigoFundo: pair.fundo })] = relayed.json;
    } catch {
      // Without the fund's detailed balance its R$ balances are "não apurado" and the summary says why.
    }
  }
  return answers;
}

/** The conversions of each fund whose Op14 is a list of entries; a fund whose answer is not is left out. */
export function quotaSourcesFrom(answers: QuotaAnswers): QuotaSources {
  const sources: QuotaSources = {};
  const decoder = new TextDecoder();
  for (const [key, json] of Object.entries(answers)) {
    const { data } = JSON.parse(decoder.decode(json)) as { data: ApiResult<'op14'> | null };
    if (!Array.isArray(data)) continue;
    sources[key] = data.map((entry) => ({
      dataConversaoCota: entry.dataConversaoCota,
      valorConversaoCota: entry.valorConversaoCota,
    }));
  }
  return sources;
}
