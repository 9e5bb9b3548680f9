/** Bench data: a made-up Op12 answer as the service's bytes. */
/** An Op12 answer of `rows` movements with the fields the table shows, as bytes (made in slices). */
export function op12Bytes(rows: number): Uint8Array {
  const encoder = new TextEncoder();
  const slices: Uint8Array[] = [encoder.encode('[')];
  const tipos = ['APORTE', 'RESGATE', 'CONTRIBUICAO', 'PORTABILIDADE'];
  for (let from = 0; from < rows; from += 10_000) {
    const parts: string[] = [];
    for (let i = from; i < Math.min(rows, from + 10_000); i++) {
      const day = new Date(Date.UTC(2000, 0, 1) + Math.floor(i / 40) * 86_400_000).toISOString().slice(0, 10);
      const tipo = tipos[i % 4];
      parts.push(
        JSON.stringify({
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
        }),
      );
    }
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
