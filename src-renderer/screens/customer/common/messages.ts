/** Renderer. Texts of the parts the customer's tabs share, pt-BR first and English second. */
import { defineMessages } from '../../../i18n/i18n';

export const claimNoticeButtonMessages = defineMessages(
  { claimNotice: 'Aviso de sinistro' },
  { claimNotice: 'Claim notice' },
);

export const fieldsSelectMessages = defineMessages(
  {
    label: 'Campos',
    description: 'Campos pedidos ao serviço.',
    atLeastOne: 'Escolha ao menos um campo.',
    all: 'Todos os campos',
  },
  {
    label: 'Fields',
    description: 'Fields requested from the service.',
    atLeastOne: 'Choose at least one field.',
    all: 'All fields',
  },
);

export const identifierActionsMessages = defineMessages(
  {
    actions: 'Ações',
    required: 'Informe o identificador.',
    digits: 'Use apenas dígitos (até {max}).',
    text: 'Use letras, dígitos, ponto, hífen ou sublinhado (até {max} caracteres).',
    selected: 'selecionado',
  },
  {
    actions: 'Actions',
    required: 'Type the identifier.',
    digits: 'Digits only (up to {max}).',
    text: 'Letters, digits, dot, hyphen or underscore (up to {max} characters).',
    selected: 'selected',
  },
);

/** "não informado": a labeled value the service left out (./not-informed.ts). */
export const notInformedMessages = defineMessages({ notInformed: 'não informado' }, { notInformed: 'not provided' });
