/**
 * D350–D351: the summary block as the documents write it. A fund that reconciles shows every figure; one that does
 * not says why ("Não foi possível conciliar: …") and writes "não apurado" where a figure could not be established,
 * and the certificate's total is then not given either. Nothing in the document is an invented number.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { statementHtml } from '../../../src-main/export/pdf/statement-document';
import { movementsSummary, summaryBlocks } from '../../../src-main/export/statement-summary';
import { XLSX_STYLE } from '../../../src-main/export/xlsx-cell';
import { writeXlsx } from '../../../src-main/export/xlsx-writer';
import { ChunkRecorder } from '../../support/chunk-recorder';

const processed = { statusMovimento: 'PROCESSADO', tipoMovimento: 'CONTRIBUICAO', valorMovimento: 100 };
const converted = { dataConversaoCota: '2024-02-01T00:00:00', valorConversaoCota: 10 };
const good = [
  {
    ...processed,
    ...converted,
    dataMovimento: '2024-01-10T00:00:00',
    quantidadeCotasMovimento: 10,
    saldoMovimentoCota: 10,
  },
  {
    ...processed,
    ...converted,
    dataMovimento: '2024-02-10T00:00:00',
    quantidadeCotasMovimento: 10,
    saldoMovimentoCota: 20,
  },
].map((m) => ({ ...m, tipoCobertura: 'PGBL01', codigoFundo: 'FND1' }));
// The service's balance after the second movement does not add up: 10 + 10 ≠ 25.
const broken = good.map((m, i) => ({
  ...m,
  codigoFundo: 'FND2',
  saldoMovimentoCota: i === 1 ? 25 : m.saldoMovimentoCota,
}));
const sources = new Map([
  ['PGBL01|FND1', good],
  ['PGBL01|FND2', broken],
]);

function html(movements: typeof good): string {
  return statementHtml({
    heading: { sheet: 'x', title: 'Extrato', issuer: 'Companhia', lines: [] },
    parts: [],
    summary: summaryBlocks(movementsSummary(movements, {}, sources)),
  });
}

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\u00a0/g, ' ');

describe('the summary in the document', () => {
  it('a fund that reconciles: opening, movements, change of quota value and closing, in R$ and quotas', () => {
    const shown = text(html(good));
    expect(shown).toContain('Saldo inicial R$ 0,00 0,00');
    expect(shown).toContain('Contribuições e aportes (2) R$ 200,00 20,00');
    expect(shown).toContain('Variação do valor da cota R$ 0,00');
    expect(shown).toContain('Saldo final (cota de 01/02/2024) R$ 200,00 20,00');
    expect(shown).toContain('Conciliado');
    expect(shown).not.toContain('não apurado');
  });

  it('a fund that does not reconcile says why, prints no change of quota value, and the certificate gives no total', () => {
    const shown = text(html([...good, ...broken]));
    expect(shown).toMatch(/Fundo FND2 · cobertura PGBL01 .*Não foi possível conciliar: saldo inicial mais as cotas/);
    expect(shown).toMatch(/Fundo FND2 .*Variação do valor da cota não apurado/);
    expect(shown).toMatch(/Certificado \(todos os fundos\), em R\$ R\$ Saldo inicial não apurado/);
    expect(shown).toContain('1 fundo não concilia (Fundo FND2 · cobertura PGBL01)');
  });

  it('a balance past 2^53 centavos: the PDF writes it to the centavo and the .xlsx writes its exact digits', async () => {
    // 176,565,534.68719724 quotas at R$ 999,999,999,999,997.8; through a Number it read …196.850.000.000,00.
    const huge = good.slice(0, 1).map((m) => ({
      ...m,
      quantidadeCotasMovimento: 176565534.68719724,
      saldoMovimentoCota: 176565534.68719724,
      valorConversaoCota: 999999999999997.8,
    }));
    const summary = summaryBlocks(movementsSummary(huge, {}, new Map([['PGBL01|FND1', huge]])));
    const heading = { sheet: 'x', title: 'Extrato', issuer: 'Companhia', lines: [] };
    expect(text(statementHtml({ heading, parts: [], summary }))).toContain(
      'Saldo final (cota de 01/02/2024) R$ 176.565.534.687.196.851.555.823,69',
    );
    const sink = new ChunkRecorder({ keep: true });
    await writeXlsx([], [], heading, sink, { summary });
    const sheet = strFromU8(unzipSync(sink.contents())['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain(`s="${XLSX_STYLE.brl}"><v>176565534687196851555823.69</v>`);
  });
});
