/**
 * The statement's HTML is laid out in the statement thread (D595): the same bytes main's own call makes, main's
 * event loop free meanwhile (it keeps turning while 5,000 rows are laid out), and a request the thread cannot
 * answer rejects with its reason without stopping the next one.
 */
import { describe, expect, it } from 'vitest';
import type { MovementRow } from '../../../src-main/export/export-columns';
import { type StatementInput, statementHtmlOf } from '../../../src-main/export/pdf/statement-layout';
import { layOutStatement } from '../../../src-main/export/pdf/statement-layout-thread';
import { statementHeading } from '../../../src-main/export/statement-heading';
import { movementsSummary, summaryBlocks } from '../../../src-main/export/statement-summary';

const heading = statementHeading({
  title: 'Extrato de movimentações',
  company: 'Companhia de Seguros, Previdência e Capitalização',
  customerName: 'Patrícia Luiza Ribeiro',
  cpf: '52998224725',
  identifiers: { Certificado: '000000925108' },
  filters: ['de 01/01/2015 a 26/11/2026'],
  issuedAt: new Date('2026-11-27T10:00:00Z'),
  user: 'maria',
  userName: 'Maria Souza',
  environment: 'sandbox',
});

const TYPES = ['CONTRIBUICAO', 'RESGATE', 'TRANSFERENCIA', 'RENTABILIDADE', 'TIPO QUE NENHUMA LISTA CONHECE'];

function movements(count: number): MovementRow[] {
  return Array.from({ length: count }, (_, i) => ({
    numeroCertificado: '000000925108',
    tipoCobertura: 'PGBL01',
    codigoTipoConta: null,
    descricaoNomeConta: null,
    codigoFundo: `FND000${i % 3}`,
    indentificacaoMovimento: String(i),
    tipoMovimento: TYPES[i % TYPES.length]!,
    tipoContribuicao: null,
    statusMovimento: i % 7 === 0 ? 'PENDENTE' : 'PROCESSADO',
    codigoMovimento: String(i),
    descricaoMovimento: i % 11 === 0 ? 'Aporte esporádico com descrição longa '.repeat(3) : 'Contribuição mensal',
    dataMovimento: `2024-${String((i % 12) + 1).padStart(2, '0')}-15T10:00:00-03:00`,
    valorMovimento: ((i * 7919) % 100_000) / 100 - 300,
    quantidadeCotasMovimento: ((i * 104_729) % 10_000_000) / 1e6,
    valorNominal: 100,
    dataOriginal: null,
    saldoMovimentoCota: i / 7,
  })) as unknown as MovementRow[];
}

function movementsInput(count: number): StatementInput {
  const rows = movements(count);
  return { kind: 'movements', args: [heading, rows, { summary: summaryBlocks(movementsSummary(rows, {})) }] };
}

describe('the statement thread', { timeout: 120_000 }, () => {
  it('lays out the very HTML main would: a movements and a balance statement', async () => {
    const input = movementsInput(300);
    expect(await layOutStatement(input)).toBe(statementHtmlOf(input));
    const balance: StatementInput = {
      kind: 'balance',
      args: [
        heading,
        [
          { cobertura: 'PGBL01', fundo: 'FND0004', entries: [] },
          { cobertura: 'PGBL01', fundo: 'FND0005', entries: { failed: 'o serviço não respondeu' } },
        ],
      ],
    };
    expect(await layOutStatement(balance)).toBe(statementHtmlOf(balance));
  });

  it("keeps main's event loop turning while 5,000 rows are laid out", async () => {
    let turns = 0;
    let done = false;
    const turn = () => {
      turns++;
      if (!done) setImmediate(turn);
    };
    setImmediate(turn);
    const html = await layOutStatement(movementsInput(5_000)).finally(() => (done = true));
    expect(html).toContain('página');
    // Laid out on main, the loop would have turned once or twice: the layout is hundreds of ms of one call.
    expect(turns).toBeGreaterThan(10);
  });

  it('a request the thread cannot answer rejects with its reason; the next is answered', async () => {
    const broken = { kind: 'movements', args: [null, [], {}] } as unknown as StatementInput;
    await expect(layOutStatement(broken)).rejects.toThrow();
    const cannotCross = { kind: 'movements', args: [heading, [], { summary: () => 1 }] } as unknown as StatementInput;
    await expect(layOutStatement(cannotCross)).rejects.toThrow(/could not be cloned/);
    const input = movementsInput(3);
    expect(await layOutStatement(input)).toBe(statementHtmlOf(input));
  });
});
