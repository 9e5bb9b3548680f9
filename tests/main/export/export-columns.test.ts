import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  EXPORT_COLUMNS,
  exportColumnsFor,
  type HistoryRow,
  type MovementRow,
  portabilityStatusName,
} from '../../../src-main/export/export-columns';
import { csvRowLine, writeCsv } from '../../../src-main/export/csv-writer';
import { ChunkRecorder } from '../../support/chunk-recorder';
import { PORTABILITY_STATUS } from '../../../src-shared/contract/resources/pension';
import { RELATIONSHIP_WORDS, SEX_WORDS, wordForCode } from '../../../src-shared/words/code-words';
import { generateWorld } from '../../../src-sandbox/demo/generate-world';

const world = generateWorld();

async function exportRows<T>(
  rows: T[],
  kind: keyof typeof EXPORT_COLUMNS,
  format: 'excel-br' | 'rfc4180' = 'excel-br',
): Promise<string[][]> {
  const sink = new ChunkRecorder({ keep: true });
  await writeCsv(rows, exportColumnsFor(kind) as never, format, sink);
  return parse(sink.contents(), format === 'excel-br' ? { delimiter: ';', bom: true } : {}) as string[][];
}

describe('column sets', () => {
  it('has one set per export kind, with pt-BR headers and a type for every column', () => {
    expect(Object.keys(EXPORT_COLUMNS).sort()).toEqual([
      'balance',
      'beneficiaries',
      'history',
      'income',
      'movements',
      'portability',
    ]);
    for (const [kind, columns] of Object.entries(EXPORT_COLUMNS)) {
      expect(columns.length, kind).toBeGreaterThan(3);
      expect(new Set(columns.map((c) => c.header)).size, kind).toBe(columns.length);
      for (const c of columns) expect(['text', 'number', 'date', 'datetime']).toContain(c.type);
    }
  });

  it('lists the movement fields in a readable order', () => {
    expect(EXPORT_COLUMNS.movements.map((c) => c.header)).toEqual([
      'Data',
      'Tipo',
      'Descrição',
      'Código',
      'Identificação',
      'Status',
      'Cobertura',
      'Fundo',
      'Conta',
      'Tipo de contribuição',
      'Valor (R$)',
      'Cotas',
      'Valor nominal (R$)',
      'Saldo em cotas',
      'Data original',
      'Certificado',
    ]);
    const movement: MovementRow = {
      numeroCertificado: '000000100231',
      tipoCobertura: 'VGBL01',
      codigoTipoConta: '01',
      descricaoNomeConta: 'CONTA DO PARTICIPANTE',
      codigoFundo: 'FND0001',
      indentificacaoMovimento: '10023100000001',
      tipoMovimento: 'RESGATE',
      tipoContribuicao: null,
      statusMovimento: 'PROCESSADO',
      codigoMovimento: '402',
      descricaoMovimento: 'RESGATE PARCIAL; IR RETIDO NA FONTE',
      dataMovimento: '2024-03-15T00:00:00',
      valorMovimento: -350.25,
      quantidadeCotasMovimento: -120.123456,
      valorNominal: 350.25,
      dataOriginal: null,
      saldoMovimentoCota: 1000.5,
    };
    expect(csvRowLine(movement, EXPORT_COLUMNS.movements, 'excel-br')).toBe(
      '15/03/2024;Resgate;"RESGATE PARCIAL; IR RETIDO NA FONTE";402;10023100000001;Processado;VGBL01;FND0001;01 - Conta do participante;;-350,25;-120,123456;350,25;1000,5;;000000100231\r\n',
    );
    expect(
      csvRowLine({ ...movement, codigoTipoConta: null, descricaoNomeConta: null }, EXPORT_COLUMNS.movements, 'rfc4180'),
    ).toBe(
      '2024-03-15,Resgate,RESGATE PARCIAL; IR RETIDO NA FONTE,402,10023100000001,Processado,VGBL01,FND0001,,,-350.25,-120.123456,350.25,1000.5,,000000100231\r\n',
    );
    // A code no list knows: as sent, marked as a code; a missing one: an empty cell.
    const row = { ...movement, tipoMovimento: 'BONIFICACAO X', statusMovimento: null } as unknown as MovementRow;
    const cells = csvRowLine(row, EXPORT_COLUMNS.movements, 'rfc4180').split(',');
    expect(cells[1]).toBe('BONIFICACAO X (código do serviço)');
    expect(cells[5]).toBe('');
  });

  it('exports income processes and their beneficiaries from the demo world', async () => {
    const cert = world.customers.flatMap((c) => c.pensionCertificates).find((p) => p.incomeProcesses.length > 0)!;
    const processes = cert.incomeProcesses.map((p) => p.process);
    const income = await exportRows(processes, 'income');
    expect(income[0]).toContain('Processo de renda');
    expect(income[0]).toContain('Renda atual (R$)');
    expect(income).toHaveLength(processes.length + 1);
    const p = processes[0]!;
    const row = income[1]!;
    expect(row[0]).toBe(p.numeroProcessoRenda);
    const col = (header: string) => row[income[0]!.indexOf(header)];
    expect(col('Renda atual (R$)')).toBe(p.valorRendaAtual === null ? '' : String(p.valorRendaAtual).replace('.', ','));
    expect(col('Início do benefício')).toBe(
      p.dataInicioBeneficio === null ? '' : p.dataInicioBeneficio.slice(0, 10).split('-').reverse().join('/'),
    );

    const beneficiaries = cert.incomeProcesses.flatMap((x) => x.beneficiaries);
    const table = await exportRows(beneficiaries, 'beneficiaries', 'rfc4180');
    expect(table[0]).toEqual(['Nome', 'CPF', 'Data de nascimento', 'Participação (%)', 'Sexo', 'Parentesco']);
    const b = beneficiaries[0]!;
    const digits = b.identificacaoPessoaBenefciario.trim();
    expect(table[1]).toEqual([
      b.nome.trim(),
      // A third party's CPF: masked in every export (D191).
      `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`,
      b.dataNascimento.slice(0, 10),
      String(b.percentualParticipacaoRenda),
      // Codes in words, from the list the screens read.
      wordForCode(SEX_WORDS, 'pt-BR', b.sexo),
      wordForCode(RELATIONSHIP_WORDS, 'pt-BR', b.tipoRelacionamento),
    ]);
  });

  it('names the portability status in pt-BR when the row carries it', async () => {
    const holder = [...world.customers].sort((a, b) => b.portabilityRequests.length - a.portabilityRequests.length)[0]!;
    const table = await exportRows(holder.portabilityRequests, 'portability');
    expect(table[0]).toEqual(['Solicitação', 'Data da solicitação', 'Participante', 'CPF', 'Matrícula', 'Situação']);
    const names = new Set(table.slice(1).map((r) => r[5]));
    expect(names).toEqual(new Set(holder.portabilityRequests.map((r) => portabilityStatusName(r.statusPortabilidade))));
    const first = holder.portabilityRequests[0]!;
    expect(table[1]![1]).toBe(first.dataSolicitacao.slice(0, 10).split('-').reverse().join('/'));
    // Without the status (Op9 as read from the API) the cell is empty.
    const { statusPortabilidade: _status, ...bare } = first;
    expect((await exportRows([bare], 'portability'))[1]![5]).toBe('');
  });

  it('knows every portability status code', () => {
    expect(Object.keys(PORTABILITY_STATUS).map((code) => portabilityStatusName(code))).toEqual([
      'Início do processamento',
      'Em processamento',
      'Processado com crítica',
      'Processado',
      'Erro',
      'Cancelado',
    ]);
    expect(portabilityStatusName(3)).toBe('Processado');
    expect(portabilityStatusName(9)).toBe('9');
    expect(portabilityStatusName(null)).toBeUndefined();
  });

  it('exports the detailed balance', async () => {
    const table = await exportRows(
      [
        {
          numeroCertificado: '000000100231',
          identificacaoMovimento: '1',
          tipoMovimento: 'CONTRIBUICAO',
          codigoMovimento: '101',
          descricaoMovimento: 'CONTRIBUIÇÃO MENSAL',
          dataMovimento: '2024-03-15T00:00:00',
          valorMovimento: 100,
          quantidadeCotasMovimento: 50.5,
          dataOriginal: undefined,
          valorNominal: 100,
          dataConversaoCota: '2024-03-16T00:00:00',
          valorConversaoCota: 1.980198,
          saldoMovimentoCota: 50.5,
        },
      ],
      'balance',
    );
    expect(table[1]).toEqual([
      '15/03/2024',
      'Contribuição',
      'CONTRIBUIÇÃO MENSAL',
      '101',
      '1',
      '100',
      '50,5',
      '100',
      '16/03/2024',
      '1,980198',
      '50,5',
      '',
      '000000100231',
    ]);
  });

  it('exports the operations history with pt-BR statuses, masked CPF and the São Paulo clock', async () => {
    const entries: HistoryRow[] = [
      {
        id: 'a',
        startedAt: '2026-01-31T14:30:00.000Z',
        user: 'maria.souza',
        environment: 'production',
        action: 'op4',
        title: 'Aporte esporádico',
        customerCpfMasked: '***.982.247-**',
        identifiers: { certificado: '000000100231', fundo: 'FND0001' },
        status: 'succeeded',
        result: { protocol: 'PRT-123', messages: ['Aporte registrado.', 'E-mail enviado.'] },
      },
      {
        id: 'b',
        startedAt: '2026-02-01T02:00:00.000Z',
        user: 'joao',
        environment: 'test',
        action: 'op5',
        title: 'Alterar e-mail',
        identifiers: {},
        status: 'failed',
      },
      {
        id: 'c',
        startedAt: '2026-02-01T12:00:00.000Z',
        user: 'joao',
        environment: 'sandbox',
        action: 'op6',
        title: '=Teste',
        identifiers: {},
        status: 'unknown',
      },
      {
        id: 'd',
        startedAt: '2026-02-01T12:00:00.000Z',
        user: 'joao',
        environment: 'sandbox',
        action: 'op6',
        title: 'Pendente',
        identifiers: {},
        status: 'pending',
      },
    ];
    const excel = await exportRows(entries, 'history');
    expect(excel[0]).toEqual([
      'Data/hora',
      'Usuário',
      'Ambiente',
      'Operação',
      'Cliente (CPF mascarado)',
      'Identificadores',
      'Situação',
      'Protocolo',
      'Mensagens',
    ]);
    expect(excel[1]).toEqual([
      '31/01/2026 11:30',
      'maria.souza',
      'Produção',
      'Aporte esporádico',
      '***.982.247-**',
      'certificado: 000000100231 | fundo: FND0001',
      'Concluída',
      'PRT-123',
      'Aporte registrado. | E-mail enviado.',
    ]);
    expect(excel[2]).toEqual(['31/01/2026 23:00', 'joao', 'Teste', 'Alterar e-mail', '', '', 'Com erro', '', '']);
    expect(excel[3]!.slice(2, 7)).toEqual(['Sandbox', "'=Teste", '', '', 'Resultado desconhecido']);
    expect(excel[4]![6]).toBe('Pendente');
    const standard = await exportRows(entries, 'history', 'rfc4180');
    expect(standard[1]![0]).toBe('2026-01-31T11:30:00-03:00');
  });
});
