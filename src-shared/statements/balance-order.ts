/**
 * Shared (renderer and main). A fund's detailed balance (Op14) in the order of the balance table: the
 * movements' own rule (movement-order.ts: stable, missing values last) over the fields an entry shares with a
 * movement. The screen sorts with it, and the balance's .xlsx and CSV follow the screen's sort with it.
 */
import type { ApiResult } from '../contract/types';
import type { BalanceSort } from '../ipc/inputs';
import { sortForTable } from './movement-order';

type BalanceEntry = ApiResult<'op14'>[number];

export function sortBalanceEntries<E extends BalanceEntry>(entries: readonly E[], sort: BalanceSort): E[] {
  const keyed = entries.map((entry) => ({
    entry,
    dataMovimento: entry.dataMovimento,
    tipoMovimento: entry.tipoMovimento,
    valorMovimento: entry.valorMovimento,
    quantidadeCotasMovimento: entry.quantidadeCotasMovimento,
    descricaoMovimento: entry.descricaoMovimento,
    codigoMovimento: entry.codigoMovimento,
    codigoFundo: null,
    tipoCobertura: null,
    indentificacaoMovimento: entry.identificacaoMovimento,
  }));
  return sortForTable(keyed, sort).map((k) => k.entry);
}
