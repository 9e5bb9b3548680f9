/** Renderer. Texts of the reference look-ups, pt-BR first and English second. */
import { defineMessages } from '../../i18n/i18n';

export const lookupFormMessages = defineMessages({ lookUp: 'Consultar' }, { lookUp: 'Look up' });

export const adhesionBenefitsTabMessages = defineMessages(
  {
    product: 'Número do produto',
    partnership: 'Código da parceria',
    benefit: 'Código do benefício (opcional)',
    table: 'Benefícios de adesão',
    id: 'Código',
    name: 'Benefício',
    none: 'Nenhum benefício encontrado para este produto e parceria.',
    count: '{n} benefícios',
  },
  {
    product: 'Product number',
    partnership: 'Partnership code',
    benefit: 'Benefit code (optional)',
    table: 'Adhesion benefits',
    id: 'Code',
    name: 'Benefit',
    none: 'No benefit found for this product and partnership.',
    count: '{n} benefits',
  },
);

export const companyActivitiesTabMessages = defineMessages(
  {
    search: 'Buscar por código ou descrição',
    searchHint: 'Ex.: 6201 ou educação',
    table: 'Atividades de empresa',
    code: 'Código',
    description: 'Descrição',
    count: '{shown} de {total} atividades',
    capped: 'Mostrando as primeiras {max}: refine a busca para ver as demais.',
    none: 'Nenhuma atividade encontrada.',
  },
  {
    search: 'Search by code or description',
    searchHint: 'E.g. 6201 or educação',
    table: 'Company activities',
    code: 'Code',
    description: 'Description',
    count: '{shown} of {total} activities',
    capped: 'Showing the first {max}: refine the search to see the others.',
    none: 'No activity found.',
  },
);

export const policyModuleTabMessages = defineMessages(
  {
    module: 'Número do módulo',
    stipulator: 'Estipulante',
    policyGroup: 'Grupo de apólice',
    subStipulator: 'Subestipulante {number} — {name}',
    modulesOf: 'Módulos do subestipulante {number}',
    number: 'Número',
    name: 'Nome',
    rate: 'Taxa',
    noSub: 'Nenhum subestipulante.',
    noModules: 'Nenhum módulo.',
    noStipulator: 'O serviço não informou o estipulante deste módulo.',
  },
  {
    module: 'Module number',
    stipulator: 'Stipulator',
    policyGroup: 'Policy group',
    subStipulator: 'Sub-stipulator {number} — {name}',
    modulesOf: 'Modules of sub-stipulator {number}',
    number: 'Number',
    name: 'Name',
    rate: 'Rate',
    noSub: 'No sub-stipulator.',
    noModules: 'No module.',
    noStipulator: 'The service did not say which stipulator this module belongs to.',
  },
);

export const referencesScreenMessages = defineMessages(
  {
    title: 'Consultas de referência',
    activities: 'Atividades de empresa',
    policyModule: 'Módulo de apólice',
    benefits: 'Benefícios de adesão',
  },
  {
    title: 'Reference lookups',
    activities: 'Company activities',
    policyModule: 'Policy module',
    benefits: 'Adhesion benefits',
  },
);
