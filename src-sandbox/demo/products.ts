/** Product names and catalogs of the life, capitalization, pension-fund and adhesion lines. */
import type { AssistanceRecord } from '../world';

export const LIFE_PRODUCTS = [
  'Vida Individual Essencial',
  'Vida Mulher',
  'Acidentes Pessoais Plus',
  'Vida Sênior 60+',
  'Vida Família Protegida',
] as const;

export const CAPITALIZATION_PRODUCTS = [
  'Cap Mensal Sorte Já',
  'Pé-de-Meia 12 Meses',
  'Cap Pagamento Único Mais',
  'Título Garantia Aluguel',
] as const;

export const PENSION_FUND_PLANS = [
  'Plano de Benefícios dos Metalúrgicos (PBM)',
  'Plano de Aposentadoria Complementar Saúde Prev',
  'Plano Instituído dos Professores Prev',
  'Plano de Benefícios Energia Prev',
] as const;

/** Assistances a life certificate may include; every Op10 field filled. */
export const ASSISTANCES: readonly AssistanceRecord[] = [
  {
    idAssistencia: 101,
    nomeComercial: 'Assistência Funeral Familiar',
    nomeReduzido: 'FUNERAL',
    premio: 4.9,
    nomeInterface: 'ASSIST_FUNERAL',
    telefoneNacional: '0800 770 1010',
    telefoneInternacional: '+55 11 3003 1010',
    valorAssistencia: 7500,
  },
  {
    idAssistencia: 102,
    nomeComercial: 'Assistência Residencial 24 Horas',
    nomeReduzido: 'RESIDENCIAL',
    premio: 6.5,
    nomeInterface: 'ASSIST_RESIDENCIAL',
    telefoneNacional: '0800 770 1020',
    telefoneInternacional: '+55 11 3003 1020',
    valorAssistencia: 1500,
  },
  {
    idAssistencia: 103,
    nomeComercial: 'Assistência Pet',
    nomeReduzido: 'PET',
    premio: 3.9,
    nomeInterface: 'ASSIST_PET',
    telefoneNacional: '0800 770 1030',
    telefoneInternacional: '+55 11 3003 1030',
    valorAssistencia: 800,
  },
  {
    idAssistencia: 104,
    nomeComercial: 'Check-up Anual',
    nomeReduzido: 'CHECKUP',
    premio: 8.9,
    nomeInterface: 'ASSIST_CHECKUP',
    telefoneNacional: '0800 770 1040',
    telefoneInternacional: '+55 11 3003 1040',
    valorAssistencia: 450,
  },
  {
    idAssistencia: 105,
    nomeComercial: 'Orientação Médica por Telefone',
    nomeReduzido: 'TELEMEDICINA',
    premio: 2.5,
    nomeInterface: 'ASSIST_TELEMED',
    telefoneNacional: '0800 770 1050',
    telefoneInternacional: '+55 11 3003 1050',
    valorAssistencia: 0,
  },
  {
    idAssistencia: 106,
    nomeComercial: 'Desconto em Farmácias',
    nomeReduzido: 'FARMACIA',
    premio: 1.9,
    nomeInterface: 'ASSIST_FARMACIA',
    telefoneNacional: '0800 770 1060',
    telefoneInternacional: '+55 11 3003 1060',
    valorAssistencia: 300,
  },
  {
    idAssistencia: 107,
    nomeComercial: 'Assistência Viagem Nacional',
    nomeReduzido: 'VIAGEM',
    premio: 5.4,
    nomeInterface: 'ASSIST_VIAGEM',
    telefoneNacional: '0800 770 1070',
    telefoneInternacional: '+55 11 3003 1070',
    valorAssistencia: 2000,
  },
  {
    idAssistencia: 108,
    nomeComercial: 'Orientação Nutricional',
    nomeReduzido: 'NUTRICIONAL',
    premio: 2.2,
    nomeInterface: 'ASSIST_NUTRI',
    telefoneNacional: '0800 770 1080',
    telefoneInternacional: '+55 11 3003 1080',
    valorAssistencia: 0,
  },
  {
    idAssistencia: 109,
    nomeComercial: 'Segunda Opinião Médica',
    nomeReduzido: 'SEGUNDA OPINIAO',
    premio: 3.1,
    nomeInterface: 'ASSIST_2OPINIAO',
    telefoneNacional: '0800 770 1090',
    telefoneInternacional: '+55 11 3003 1090',
    valorAssistencia: 1200,
  },
];

export const ADHESION_PRODUCTS = [
  { idProduto: '1001', nome: 'Prev Adesão Sindicato dos Bancários' },
  { idProduto: '1002', nome: 'Prev Adesão Conselho de Engenharia' },
  { idProduto: '1003', nome: 'Prev Adesão Cooperativa Médica' },
  { idProduto: '1004', nome: 'Prev Adesão Associação dos Servidores' },
] as const;

export const ADHESION_BENEFITS = [
  'Redução da taxa de carregamento',
  'Isenção da taxa de administração no primeiro ano',
  'Seguro de vida em grupo sem custo',
  'Assistência funeral individual',
  'Clube de descontos em farmácias',
  'Portabilidade de entrada sem custo',
  'Aporte inicial bonificado em 2%',
  'Consultoria financeira anual',
  'Desconto em cursos de educação financeira',
  'Check-up anual gratuito',
] as const;

/** Lender-protection (prestamista) policies: stipulators and their modules. */
export const POLICY_STIPULATORS = [
  {
    nome: 'Cooperativa de Crédito Vale do Sul',
    sub: ['Agência Caxias do Sul', 'Agência Bento Gonçalves', 'Agência Farroupilha'],
  },
  { nome: 'Financeira Horizonte S.A.', sub: ['Crédito Pessoal', 'Crédito Consignado'] },
  { nome: 'Varejo Casa & Lar Ltda.', sub: ['Crediário Lojas Físicas', 'Crediário Loja Virtual'] },
  { nome: 'Banco Regional do Cerrado S.A.', sub: ['Financiamento de Veículos', 'Crédito Rural', 'Capital de Giro'] },
] as const;

export const POLICY_MODULE_NAMES = [
  'Morte Natural ou Acidental',
  'Invalidez Permanente Total por Acidente',
  'Perda de Renda por Desemprego Involuntário',
  'Incapacidade Física Total Temporária',
  'Doenças Graves',
] as const;
