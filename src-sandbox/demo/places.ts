/**
 * Cities with their IBGE municipality code, state (IBGE code, name, UF), area
 * code and postcode range, so an address, its phone DDD and its CEP agree.
 */

export interface City {
  codigo: number;
  nome: string;
  estado: { codigo: number; nome: string; sigla: string };
  ddd: string;
  /** First five CEP digits this city's postcodes fall in (inclusive). */
  cepFrom: number;
  cepTo: number;
  bairros: readonly string[];
}

const SP = { codigo: 35, nome: 'São Paulo', sigla: 'SP' };
const RJ = { codigo: 33, nome: 'Rio de Janeiro', sigla: 'RJ' };
const MG = { codigo: 31, nome: 'Minas Gerais', sigla: 'MG' };
const RS = { codigo: 43, nome: 'Rio Grande do Sul', sigla: 'RS' };
const PR = { codigo: 41, nome: 'Paraná', sigla: 'PR' };
const SC = { codigo: 42, nome: 'Santa Catarina', sigla: 'SC' };
const BA = { codigo: 29, nome: 'Bahia', sigla: 'BA' };
const PE = { codigo: 26, nome: 'Pernambuco', sigla: 'PE' };
const CE = { codigo: 23, nome: 'Ceará', sigla: 'CE' };
const DF = { codigo: 53, nome: 'Distrito Federal', sigla: 'DF' };
const GO = { codigo: 52, nome: 'Goiás', sigla: 'GO' };
const AM = { codigo: 13, nome: 'Amazonas', sigla: 'AM' };
const PA = { codigo: 15, nome: 'Pará', sigla: 'PA' };
const ES = { codigo: 32, nome: 'Espírito Santo', sigla: 'ES' };
const RN = { codigo: 24, nome: 'Rio Grande do Norte', sigla: 'RN' };
const MS = { codigo: 50, nome: 'Mato Grosso do Sul', sigla: 'MS' };
const PB = { codigo: 25, nome: 'Paraíba', sigla: 'PB' };

export const CITIES: readonly City[] = [
  {
    codigo: 3550308,
    nome: 'São Paulo',
    estado: SP,
    ddd: '11',
    cepFrom: 1000,
    cepTo: 5999,
    bairros: ['Moema', 'Pinheiros', 'Tatuapé', 'Vila Mariana', 'Santana', 'Butantã', 'Mooca', 'Lapa'],
  },
  {
    codigo: 3509502,
    nome: 'Campinas',
    estado: SP,
    ddd: '19',
    cepFrom: 13000,
    cepTo: 13139,
    bairros: ['Cambuí', 'Taquaral', 'Barão Geraldo', 'Centro'],
  },
  {
    codigo: 3548500,
    nome: 'Santos',
    estado: SP,
    ddd: '13',
    cepFrom: 11000,
    cepTo: 11099,
    bairros: ['Gonzaga', 'Boqueirão', 'Ponta da Praia', 'Embaré'],
  },
  {
    codigo: 3543402,
    nome: 'Ribeirão Preto',
    estado: SP,
    ddd: '16',
    cepFrom: 14000,
    cepTo: 14114,
    bairros: ['Jardim Irajá', 'Alto da Boa Vista', 'Centro'],
  },
  {
    codigo: 3534401,
    nome: 'Osasco',
    estado: SP,
    ddd: '11',
    cepFrom: 6000,
    cepTo: 6299,
    bairros: ['Centro', 'Presidente Altino', 'Km 18'],
  },
  {
    codigo: 3304557,
    nome: 'Rio de Janeiro',
    estado: RJ,
    ddd: '21',
    cepFrom: 20000,
    cepTo: 23799,
    bairros: ['Copacabana', 'Tijuca', 'Botafogo', 'Méier', 'Barra da Tijuca', 'Madureira'],
  },
  {
    codigo: 3303302,
    nome: 'Niterói',
    estado: RJ,
    ddd: '21',
    cepFrom: 24000,
    cepTo: 24399,
    bairros: ['Icaraí', 'Santa Rosa', 'São Francisco'],
  },
  {
    codigo: 3106200,
    nome: 'Belo Horizonte',
    estado: MG,
    ddd: '31',
    cepFrom: 30000,
    cepTo: 31999,
    bairros: ['Savassi', 'Pampulha', 'Funcionários', 'Buritis', 'Santa Efigênia'],
  },
  {
    codigo: 3170206,
    nome: 'Uberlândia',
    estado: MG,
    ddd: '34',
    cepFrom: 38400,
    cepTo: 38415,
    bairros: ['Santa Mônica', 'Saraiva', 'Centro'],
  },
  {
    codigo: 4314902,
    nome: 'Porto Alegre',
    estado: RS,
    ddd: '51',
    cepFrom: 90000,
    cepTo: 91999,
    bairros: ['Moinhos de Vento', 'Menino Deus', 'Petrópolis', 'Cidade Baixa'],
  },
  {
    codigo: 4106902,
    nome: 'Curitiba',
    estado: PR,
    ddd: '41',
    cepFrom: 80000,
    cepTo: 82999,
    bairros: ['Batel', 'Água Verde', 'Portão', 'Santa Felicidade'],
  },
  {
    codigo: 4113700,
    nome: 'Londrina',
    estado: PR,
    ddd: '43',
    cepFrom: 86000,
    cepTo: 86099,
    bairros: ['Gleba Palhano', 'Centro', 'Jardim Higienópolis'],
  },
  {
    codigo: 4205407,
    nome: 'Florianópolis',
    estado: SC,
    ddd: '48',
    cepFrom: 88000,
    cepTo: 88099,
    bairros: ['Trindade', 'Centro', 'Lagoa da Conceição', 'Estreito'],
  },
  {
    codigo: 4209102,
    nome: 'Joinville',
    estado: SC,
    ddd: '47',
    cepFrom: 89200,
    cepTo: 89239,
    bairros: ['América', 'Glória', 'Centro'],
  },
  {
    codigo: 2927408,
    nome: 'Salvador',
    estado: BA,
    ddd: '71',
    cepFrom: 40000,
    cepTo: 42599,
    bairros: ['Barra', 'Pituba', 'Itapuã', 'Rio Vermelho'],
  },
  {
    codigo: 2611606,
    nome: 'Recife',
    estado: PE,
    ddd: '81',
    cepFrom: 50000,
    cepTo: 52999,
    bairros: ['Boa Viagem', 'Casa Forte', 'Graças', 'Madalena'],
  },
  {
    codigo: 2304400,
    nome: 'Fortaleza',
    estado: CE,
    ddd: '85',
    cepFrom: 60000,
    cepTo: 61599,
    bairros: ['Aldeota', 'Meireles', 'Benfica', 'Messejana'],
  },
  {
    codigo: 5300108,
    nome: 'Brasília',
    estado: DF,
    ddd: '61',
    cepFrom: 70000,
    cepTo: 72799,
    bairros: ['Asa Sul', 'Asa Norte', 'Lago Sul', 'Sudoeste'],
  },
  {
    codigo: 5208707,
    nome: 'Goiânia',
    estado: GO,
    ddd: '62',
    cepFrom: 74000,
    cepTo: 74894,
    bairros: ['Setor Bueno', 'Setor Marista', 'Setor Oeste'],
  },
  {
    codigo: 1302603,
    nome: 'Manaus',
    estado: AM,
    ddd: '92',
    cepFrom: 69000,
    cepTo: 69099,
    bairros: ['Adrianópolis', 'Parque 10 de Novembro', 'Centro'],
  },
  {
    codigo: 1501402,
    nome: 'Belém',
    estado: PA,
    ddd: '91',
    cepFrom: 66000,
    cepTo: 66999,
    bairros: ['Nazaré', 'Umarizal', 'Batista Campos'],
  },
  {
    codigo: 3205309,
    nome: 'Vitória',
    estado: ES,
    ddd: '27',
    cepFrom: 29000,
    cepTo: 29099,
    bairros: ['Praia do Canto', 'Jardim Camburi', 'Centro'],
  },
  {
    codigo: 2408102,
    nome: 'Natal',
    estado: RN,
    ddd: '84',
    cepFrom: 59000,
    cepTo: 59139,
    bairros: ['Ponta Negra', 'Tirol', 'Lagoa Nova'],
  },
  {
    codigo: 5002704,
    nome: 'Campo Grande',
    estado: MS,
    ddd: '67',
    cepFrom: 79000,
    cepTo: 79124,
    bairros: ['Centro', 'Jardim dos Estados', 'Tiradentes'],
  },
  {
    codigo: 2507507,
    nome: 'João Pessoa',
    estado: PB,
    ddd: '83',
    cepFrom: 58000,
    cepTo: 58099,
    bairros: ['Manaíra', 'Tambaú', 'Bessa'],
  },
];

export const STREETS = [
  'Rua das Flores',
  'Avenida Brasil',
  'Rua XV de Novembro',
  'Rua Sete de Setembro',
  'Avenida Getúlio Vargas',
  'Rua Tiradentes',
  'Rua Dom Pedro II',
  'Avenida Presidente Vargas',
  'Rua São João',
  'Rua Marechal Deodoro',
  'Avenida Santos Dumont',
  'Rua Barão do Rio Branco',
  'Rua José de Alencar',
  'Rua Rui Barbosa',
  'Avenida Independência',
  'Rua Castro Alves',
  'Rua Machado de Assis',
  'Travessa da Paz',
  'Alameda dos Ipês',
  'Rua Benjamin Constant',
] as const;

export const COMPLEMENTS = [
  'Apto 52',
  'Apto 1203',
  'Casa 2',
  'Bloco B, Apto 101',
  'Fundos',
  'Sala 304',
  'Conjunto 12',
] as const;
