/** Renderer. Texts of the customer screen (page, not-found notice, skeleton, product tabs), pt-BR first and English second. */
import { defineMessages } from '../../i18n/i18n';

export const customerNotFoundMessages = defineMessages(
  {
    title: 'Cliente não encontrado',
    body: 'Não há cliente com o CPF {cpf} no cadastro. Confira o número com o cliente.',
  },
  {
    title: 'Customer not found',
    body: 'There is no customer with CPF {cpf} on record. Check the number with the customer.',
  },
);

export const customerPageMessages = defineMessages(
  { back: '← Buscar outro cliente' },
  { back: '← Find another customer' },
);

export const customerSkeletonMessages = defineMessages(
  { loading: 'Carregando cliente…' },
  { loading: 'Loading customer…' },
);

export const customerTabsMessages = defineMessages(
  {
    list: 'Produtos do cliente',
    showAll: 'Mostrar todas as abas',
    noLines: 'O cadastro não lista linhas de negócio: todas as abas estão abertas para digitar os números.',
    idsIncomplete: 'O serviço não informou todos os números de produtos do cliente: se faltar algum, digite-o na aba.',
    previdencia: 'Previdência',
    portabilidades: 'Portabilidades',
    vida: 'Vida',
    capitalizacao: 'Capitalização',
    fundoPensao: 'Fundo de pensão',
    propostas: 'Propostas',
  },
  {
    list: "Customer's products",
    showAll: 'Show all tabs',
    noLines: 'The registration lists no line of business: every tab is open so you can type the numbers.',
    idsIncomplete:
      "The service did not send all of the customer's product numbers: if one is missing, type it on its tab.",
    previdencia: 'Pension',
    portabilidades: 'Portability',
    vida: 'Life',
    capitalizacao: 'Capitalization',
    fundoPensao: 'Pension fund',
    propostas: 'Proposals',
  },
);
