/**
 * Renderer. Op8 for the customer on screen; a customer found goes to the
 * recent list of the search screen, with or without a name.
 */
import { useEffect } from 'react';
import { useOperation } from '../../data/use-operation';
import { useAppStore } from '../../state/store';

export function useCustomer(cpf: string) {
  const query = useOperation('op8', { path: { idpessoafisica: cpf } });
  const rememberCustomer = useAppStore((s) => s.rememberCustomer);
  const found = query.data !== undefined;
  // An empty name is "not provided" to every reader of the recent list (formatText, the certificate header).
  const name = query.data?.cliente?.nome?.trim() ?? '';

  useEffect(() => {
    if (found) rememberCustomer({ cpf, name });
  }, [cpf, found, name, rememberCustomer]);

  return query;
}
