/**
 * Renderer. What the balance tab shows, kept by the certificate screen so switching tabs neither reloads nor
 * forgets: the coverage and fund chosen (else the first pair the movements name), that fund's detailed balance
 * (Op14) and profitability (Op16), and the table's scroll, back to the top for another fund. Fund A's data never
 * shows under fund B: a new pair is a new read.
 */
import { type RefObject, useCallback, useRef, useState } from 'react';
import { type OperationQuery, useOperation } from '../../data/use-operation';
import type { DetailedBalance, Profitability } from './BalanceTab';
import type { CoverageFund } from './movement-state';

export interface FundChoice {
  selected: CoverageFund | undefined;
  onSelect(pair: CoverageFund): void;
  balance: OperationQuery<DetailedBalance>;
  profitability: OperationQuery<Profitability>;
  scrollOffsetRef: RefObject<number>;
}

/** `path` is undefined until the tab is first opened: nothing is read before. */
export function useFundChoice(
  path: { idcliente: string; idcertificado: string } | undefined,
  pairs: readonly CoverageFund[] | undefined,
): FundChoice {
  const [chosen, setChosen] = useState<CoverageFund>();
  const selected = chosen ?? pairs?.[0];
  const fundPath = path && selected ? { ...path, idcobertura: selected.cobertura, idfundo: selected.fundo } : undefined;
  const balance = useOperation('op14', fundPath ? { path: fundPath } : undefined);
  const profitability = useOperation('op16', fundPath ? { path: fundPath } : undefined);
  const scrollOffsetRef = useRef(0);
  const onSelect = useCallback((pair: CoverageFund) => {
    scrollOffsetRef.current = 0;
    setChosen(pair);
  }, []);
  return { selected, onSelect, balance, profitability, scrollOffsetRef };
}
