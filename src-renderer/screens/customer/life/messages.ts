/** Renderer. Texts of the life tab, pt-BR first and English second. */
import { defineMessages } from '../../../i18n/i18n';
import type { AssistanceField } from './assistance-fields';

export const assistancesPanelMessages = defineMessages(
  { title: 'Assistências do certificado {certificate}', none: 'Nenhuma assistência neste certificado.' },
  { title: 'Assistances of certificate {certificate}', none: 'No assistance in this certificate.' },
);

export const assistancesTableMessages = defineMessages({ table: 'Assistências' }, { table: 'Assistances' });

export const lifeTabMessages = defineMessages(
  {
    certificates: 'Certificados de vida',
    certificate: 'Certificado',
    input: 'Número do certificado de vida',
    none: 'Nenhum certificado de vida no cadastro: digite o número abaixo.',
    show: 'Ver assistências',
    showOf: 'Ver assistências do certificado {id}',
    proposals: 'Propostas de vida',
  },
  {
    certificates: 'Life certificates',
    certificate: 'Certificate',
    input: 'Life certificate number',
    none: 'No life certificate on record: type the number below.',
    show: 'Show assistances',
    showOf: 'Show assistances of certificate {id}',
    proposals: 'Life proposals',
  },
);

/** Op10 column titles, typed with the contract's field names (./assistance-fields.ts): a field added or renamed there fails to compile here. */
export const ASSISTANCE_FIELD_LABELS = defineMessages<AssistanceField>(
  {
    idAssistencia: 'Código',
    nomeComercial: 'Nome comercial',
    nomeReduzido: 'Nome reduzido',
    premio: 'Prêmio',
    nomeInterface: 'Nome na interface',
    telefoneNacional: 'Telefone nacional',
    telefoneInternacional: 'Telefone internacional',
    valorAssistencia: 'Valor da assistência',
  },
  {
    idAssistencia: 'Code',
    nomeComercial: 'Commercial name',
    nomeReduzido: 'Short name',
    premio: 'Premium',
    nomeInterface: 'Interface name',
    telefoneNacional: 'Phone (Brazil)',
    telefoneInternacional: 'Phone (abroad)',
    valorAssistencia: 'Assistance value',
  },
);
