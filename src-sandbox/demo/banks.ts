/** Banks with their real COMPE codes (three digits, as the service sends them). */
export const BANKS: ReadonlyArray<{ codigo: string; nome: string }> = [
  { codigo: '001', nome: 'BANCO DO BRASIL S.A.' },
  { codigo: '237', nome: 'BANCO BRADESCO S.A.' },
  { codigo: '341', nome: 'ITAÚ UNIBANCO S.A.' },
  { codigo: '104', nome: 'CAIXA ECONÔMICA FEDERAL' },
  { codigo: '033', nome: 'BANCO SANTANDER (BRASIL) S.A.' },
  { codigo: '260', nome: 'NU PAGAMENTOS S.A.' },
  { codigo: '077', nome: 'BANCO INTER S.A.' },
  { codigo: '756', nome: 'BANCO COOPERATIVO SICOOB S.A.' },
  { codigo: '748', nome: 'BANCO COOPERATIVO SICREDI S.A.' },
  { codigo: '422', nome: 'BANCO SAFRA S.A.' },
];
