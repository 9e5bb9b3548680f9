import { z } from 'zod';
import { calendarDate, numericId } from '../primitives';

export const ProposalPatch = z
  .strictObject({ dataAssinatura: calendarDate })
  .meta({ id: 'ProposalPatch', description: 'Data de assinatura da proposta de vida (Op7).' });

export const ASSISTANCE_FIELDS = [
  'idAssistencia',
  'nomeComercial',
  'nomeReduzido',
  'premio',
  'nomeInterface',
  'telefoneNacional',
  'telefoneInternacional',
  'valorAssistencia',
] as const;
export type AssistanceField = (typeof ASSISTANCE_FIELDS)[number];

/** Op10 items. Every field is optional because `_attributes` may ask for a subset. */
export const Assistance = z
  .object({
    idAssistencia: numericId.optional(),
    nomeComercial: z.string().optional(),
    nomeReduzido: z.string().optional(),
    premio: z.number().optional(),
    nomeInterface: z.string().optional(),
    telefoneNacional: z.string().optional(),
    telefoneInternacional: z.string().optional(),
    valorAssistencia: z.number().optional(),
  })
  .meta({ id: 'Assistance', description: 'Assistência de um certificado de vida (Op10).' });

/** The schema names the rate `taxa`, the sample `valorTaxa`: read either, expose `taxa`. */
const PolicyModuleEntry = z
  .object({ numero: z.number().int(), nome: z.string(), taxa: z.number().nullish(), valorTaxa: z.number().nullish() })
  .meta({ id: 'PolicyModuleEntry', description: 'Módulo; a taxa vem como `taxa` (esquema) ou `valorTaxa` (exemplo).' })
  .transform(({ numero, nome, taxa, valorTaxa }) => ({ numero, nome, taxa: taxa ?? valorTaxa ?? null }));

export const PolicyModules = z
  .object({
    estipulante: z.object({
      nome: z.string(),
      grupoApolice: z.number().int(),
      subestipulante: z.array(z.object({ numero: z.number().int(), nome: z.string(), modulo: z.array(PolicyModuleEntry) })),
    }),
  })
  .meta({ id: 'PolicyModules', description: 'Estipulante, subestipulantes e módulos de uma apólice (Op11).' });
