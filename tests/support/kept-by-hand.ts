/**
 * A kept list whose background turns are run by hand, over made-up rows: what the tests of the work prepared in
 * the background (sort ranks, folded texts) count in turns, checkpoint calls and folds, never in milliseconds.
 */
import { NO_DRIFT } from '../../src-shared/contract';
import type { Movement } from '../../src-shared/statements/movement-view';
import { KeptMovements } from '../../src-main/services/kept-movements';

/** Rows a view passes over between two checkpoint calls. */
export const STRETCH = 500;

/** `count` movements with every sortable column and the text fields a filter looks in. */
export function preparedRows(count: number): Movement[] {
  return Array.from({ length: count }, (_, i) => ({
    dataMovimento: `2020-01-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00`,
    valorMovimento: ((i * 7919) % 100_003) / 100,
    quantidadeCotasMovimento: (i * 104_729) % 10_007,
    tipoMovimento: ['APORTE', 'RESGATE', 'CONTRIBUICAO'][i % 3],
    codigoFundo: `FND${i % 12}`,
    codigoMovimento: String(100 + (i % 50)),
    indentificacaoMovimento: `M${i}`,
    descricaoMovimento: i % 3 === 1 ? `Resgate parcial ${i % 997}` : `Contribuição mensal ${i % 997}`,
  })) as unknown as Movement[];
}

/** `rows` kept, each checkpoint call a view makes heard by `checkpoint`, one every `checkEveryRows` rows. */
export function keptByHand(
  rows: readonly Movement[],
  checkpoint: () => void = () => undefined,
  checkEveryRows = STRETCH,
) {
  const turns: Array<() => void> = [];
  const kept = new KeptMovements(() => new Date('2026-01-31T12:00:00Z'), {
    schedule: (turn) => void turns.push(turn),
    checkpoint,
    checkEveryRows,
  });
  const list = kept.keep('sandbox atendente', '68035292072', '000000635085', rows, NO_DRIFT);
  return {
    kept,
    list,
    turns,
    /** Runs up to n turns (all when omitted); answers how many ran. */
    run(n = Infinity) {
      let ran = 0;
      while (ran < n && turns.length > 0) {
        turns.shift()!();
        ran++;
      }
      return ran;
    },
  };
}
