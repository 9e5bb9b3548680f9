/**
 * Made-up Op12 answers as the bytes the service's client hands over, for the kept lists' tests and the bench.
 * Made in slices of 10,000 rows, so what the maker leaves for the garbage collector is short-lived; joined into a
 * Uint8Array of its own (not `Buffer.concat`, whose result may be a view of Node's shared pool), so a caller may
 * transfer its ArrayBuffer to a thread.
 */

/** Few fields a row (the rest of the contract's fields are reported as drift). */
export function fewFieldsRow(i: number): string {
  return `{"valorMovimento":${((i * 7919) % 100_003) / 100},"descricaoMovimento":"Aporte ${i % 997}"}`;
}

const TYPES = ['APORTE', 'RESGATE', 'CONTRIBUICAO', 'PORTABILIDADE'];

/** The fields the movements' table shows, 40 rows a day from 2000-01-01. */
export function tableFieldsRow(i: number): string {
  const day = new Date(Date.UTC(2000, 0, 1) + Math.floor(i / 40) * 86_400_000).toISOString().slice(0, 10);
  const tipo = TYPES[i % 4];
  return JSON.stringify({
    numeroCertificado: '000000635085',
    tipoCobertura: 'VGBL01',
    codigoFundo: `FND${i % 12}`,
    indentificacaoMovimento: `M${i}`,
    tipoMovimento: tipo,
    statusMovimento: 'PROCESSADO',
    codigoMovimento: String(100 + (i % 50)),
    descricaoMovimento: `${tipo === 'RESGATE' ? 'Resgate parcial' : 'Contribuição mensal'} ${i % 997}`,
    dataMovimento: `${day}T10:00:00`,
    valorMovimento: ((i * 7919) % 1_000_003) / 100,
    quantidadeCotasMovimento: ((i * 104_729) % 10_000_019) / 1e4,
  });
}

/** An Op12 answer of `rows` movements, each row's JSON made by `row`. */
export function op12Bytes(rows: number, row: (i: number) => string = fewFieldsRow): Uint8Array {
  const encoder = new TextEncoder();
  const slices: Uint8Array[] = [encoder.encode('[')];
  for (let from = 0; from < rows; from += 10_000) {
    const parts: string[] = [];
    for (let i = from; i < Math.min(rows, from + 10_000); i++) parts.push(row(i));
    slices.push(encoder.encode(`${from > 0 ? ',' : ''}${parts.join(',')}`));
  }
  slices.push(encoder.encode(']'));
  const bytes = new Uint8Array(slices.reduce((size, slice) => size + slice.length, 0));
  let at = 0;
  for (const slice of slices) {
    bytes.set(slice, at);
    at += slice.length;
  }
  return bytes;
}
