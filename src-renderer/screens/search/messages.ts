/** Renderer. Texts of the customer search, pt-BR first and English second. */
import { defineMessages } from '../../i18n/i18n';

export const cpfSearchFormMessages = defineMessages(
  {
    form: 'Buscar cliente pelo CPF',
    label: 'CPF do cliente',
    description: 'Digite ou cole o CPF: só os dígitos ficam, e a máscara é aplicada sozinha.',
    search: 'Buscar',
  },
  {
    form: 'Find customer by CPF',
    label: "Customer's CPF",
    description: 'Type or paste the CPF: only the digits are kept, and the mask is applied for you.',
    search: 'Search',
  },
);

export const recentCustomerListMessages = defineMessages(
  {
    title: 'Clientes recentes',
    none: 'Nenhum cliente consultado nesta sessão.',
    noName: 'Nome não informado',
  },
  {
    title: 'Recent customers',
    none: 'No customer looked up in this session.',
    noName: 'Name not provided',
  },
);

export const searchScreenMessages = defineMessages({ title: 'Buscar cliente' }, { title: 'Find customer' });
