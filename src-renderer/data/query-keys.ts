/**
 * Renderer. The one key factory of the renderer's server state (TanStack Query). Every read about a customer is
 * under `['customer', cpf]`, so a write for them makes exactly their reads stale; an operation's key is its
 * contract id and its request as sent, so the same request is the same key whatever the object's identity.
 */
import type { QueryKey } from '@tanstack/react-query';
import { customerOfRequest } from '../../src-shared/ipc/channels';
import type { MovementFilter, MovementSort } from '../../src-shared/ipc/inputs';

/** Op12's path (the index signature is the channel's: the schema checks the names). */
export type CertificatePath = Record<string, string> & { idcliente: string; idcertificado: string };

export const queryKeys = {
  /** Every read about one customer: what a write for them refreshes. */
  customer: (cpf: string) => ['customer', cpf] as const,
  /** An API operation's read: under its customer when the request names one, else a reference read. */
  operation: (id: string, input: unknown): QueryKey => {
    const cpf = customerOfRequest(input);
    return cpf ? ['customer', cpf, id, input ?? null] : ['reference', id, input ?? null];
  },
  /** A read about a customer made of several operations' answers (a balance per fund, Op13 per certificate). */
  customerRead: (cpf: string, id: string, ...parts: unknown[]): QueryKey => ['customer', cpf, id, ...parts],
  /** The app's own channels that are not API operations (the journal, support, diagnostics). */
  channel: (name: string, ...parts: unknown[]): QueryKey => ['app', name, ...parts],
  /**
   * A certificate's kept movements (Op12, kept in main). The opening is a read about the customer (a write for them
   * opens it again); what is cut from a kept list is keyed by the list's id: a list never changes once kept (main
   * keeps a new one, with a new id, when it reads Op12 again), so a write never makes its windows stale.
   */
  movements: (path: CertificatePath) => {
    const view = (list: number, sort: MovementSort, filter: MovementFilter | undefined) =>
      ['kept-list', path, list, 'view', sort, filter ?? null] as const;
    return {
      open: (): QueryKey => ['customer', path.idcliente, 'op12', path, 'open'],
      view: (list: number, sort: MovementSort, filter: MovementFilter | undefined): QueryKey =>
        view(list, sort, filter),
      /** The view's first window once the view is made whole (its count known, D576). */
      whole: (list: number, sort: MovementSort, filter: MovementFilter | undefined): QueryKey => [
        ...view(list, sort, filter),
        'whole',
      ],
      window: (list: number, sort: MovementSort, filter: MovementFilter | undefined, block: number): QueryKey => [
        ...view(list, sort, filter),
        'block',
        block,
      ],
      summary: (list: number, filter: MovementFilter | undefined): QueryKey => [
        'kept-list',
        path,
        list,
        'summary',
        filter ?? null,
      ],
    };
  },
};
