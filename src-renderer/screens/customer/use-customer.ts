/** Op8 for the customer on screen; a customer found goes to the recent list of the search screen. */
import { useEffect } from 'react';
import { api, useIpcQuery } from '../../ipc/use-ipc';
import { useAppStore } from '../../state/store';

export function useCustomer(cpf: string) {
  const query = useIpcQuery(() => api().customers.getCustomer({ path: { idpessoafisica: cpf } }), `customer:${cpf}`);
  const rememberCustomer = useAppStore((s) => s.rememberCustomer);
  const name = query.data?.cliente.nome;

  useEffect(() => {
    if (name !== undefined) rememberCustomer({ cpf, name });
  }, [cpf, name, rememberCustomer]);

  return query;
}
