/** Renderer. Texts of the proposals, pt-BR first and English second. */
import { defineMessages } from '../../../i18n/i18n';

export const proposalActionsMessages = defineMessages(
  {
    proposal: 'Proposta',
    lifeTable: 'Propostas de vida',
    lifeInput: 'Número da proposta de vida',
    lifeNone: 'Nenhuma proposta de vida no cadastro: digite o número abaixo.',
    signatureDate: 'Data de assinatura',
    signatureDateOf: 'Data de assinatura da proposta {id}',
    hash: 'Comunicar hash',
    hashOf: 'Comunicar hash da proposta {id}',
    pensionTable: 'Propostas de previdência',
    pensionInput: 'Número da proposta de previdência',
    pensionNone: 'Nenhuma proposta de previdência no cadastro: digite o número abaixo.',
    sign: 'Comunicar assinatura',
    signOf: 'Comunicar assinatura da proposta {id}',
  },
  {
    proposal: 'Proposal',
    lifeTable: 'Life proposals',
    lifeInput: 'Life proposal number',
    lifeNone: 'No life proposal on record: type the number below.',
    signatureDate: 'Signature date',
    signatureDateOf: 'Signature date of proposal {id}',
    hash: 'Send signature hash',
    hashOf: 'Send signature hash of proposal {id}',
    pensionTable: 'Pension proposals',
    pensionInput: 'Pension proposal number',
    pensionNone: 'No pension proposal on record: type the number below.',
    sign: 'Send signature',
    signOf: 'Send signature of proposal {id}',
  },
);

export const proposalsTabMessages = defineMessages(
  { pension: 'Propostas de previdência', life: 'Propostas de vida' },
  { pension: 'Pension proposals', life: 'Life proposals' },
);
