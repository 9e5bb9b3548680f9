/** Renderer. Texts of the proposals, pt-BR first and English second (issue 16). */
import { defineMessages } from '../../../i18n/i18n';

export const lifeProposalActionsMessages = defineMessages(
  {
    table: 'Propostas de vida',
    proposal: 'Proposta',
    input: 'Número da proposta de vida',
    none: 'Nenhuma proposta de vida no cadastro: digite o número abaixo.',
    signatureDate: 'Data de assinatura',
    signatureDateOf: 'Data de assinatura da proposta {id}',
    hash: 'Comunicar hash',
    hashOf: 'Comunicar hash da proposta {id}',
  },
  {
    table: 'Life proposals',
    proposal: 'Proposal',
    input: 'Life proposal number',
    none: 'No life proposal on record: type the number below.',
    signatureDate: 'Signature date',
    signatureDateOf: 'Signature date of proposal {id}',
    hash: 'Send signature hash',
    hashOf: 'Send signature hash of proposal {id}',
  },
);

export const pensionProposalActionsMessages = defineMessages(
  {
    table: 'Propostas de previdência',
    proposal: 'Proposta',
    input: 'Número da proposta de previdência',
    none: 'Nenhuma proposta de previdência no cadastro: digite o número abaixo.',
    sign: 'Comunicar assinatura',
    signOf: 'Comunicar assinatura da proposta {id}',
  },
  {
    table: 'Pension proposals',
    proposal: 'Proposal',
    input: 'Pension proposal number',
    none: 'No pension proposal on record: type the number below.',
    sign: 'Send signature',
    signOf: 'Send signature of proposal {id}',
  },
);

export const proposalsTabMessages = defineMessages(
  { pension: 'Propostas de previdência', life: 'Propostas de vida' },
  { pension: 'Pension proposals', life: 'Life proposals' },
);
