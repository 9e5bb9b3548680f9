/**
 * CPFs in exported rows (D191). The heading's CPF follows the employee's reveal (D181); the rows did not: the
 * portability and beneficiary exports wrote every CPF in full in CSV and .xlsx. Now a column says it holds a
 * CPF, and the columns a writer gets mask it unless it is the customer's own CPF the employee revealed (in a
 * format with a heading); a third party's never; anything else in a CPF column is masked entirely.
 *
 * The property: for every export kind and format, over generated rows, no full CPF of anyone is in the file but
 * the revealed customer's, and the journal's `noExtrato` word says how the customer's CPF went out.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, cpfCellText, exportColumnsFor } from '../../../src-main/export/export-columns';
import { cpfWithCheckDigits, formatCpf, maskCpf } from '../../../src-shared/cpf';
import type { JournalEntryView } from '../../../src-shared/ipc';
import type { ExportFormat, ExportKind, ExportRequest } from '../../../src-shared/ipc/inputs';
import { type FakeData, type FakeExports, fakeExports, tableOf, textOf } from './export-service-fakes';

const MASKED = /^\*{3}\.(?:\d{3}|\*{3})\.(?:\d{3}|\*{3})-\*{2}$/;

/** A valid CPF's 11 digits. */
const cpfArb = fc.integer({ min: 0, max: 999_999_999 }).map((n) => cpfWithCheckDigits(String(n).padStart(9, '0')));

/** The ways a full CPF is written: bare, punctuated, in spaced groups. */
const spaced = (d: string) => `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 9)} ${d.slice(9)}`;
const fullForms = (d: string) => [d, formatCpf(d), spaced(d)];

/** How a CPF field may come from the service: a CPF written some way, garbage, nothing. */
function cpfFieldArb(cpfs: string[]): fc.Arbitrary<string | number | null> {
  const one = fc.constantFrom(...cpfs);
  return fc.oneof(
    fc
      .tuple(
        one,
        fc.constantFrom<(d: string) => string>(
          (d) => d,
          formatCpf,
          spaced,
          (d) => ` ${d}  `,
          (d) => `${formatCpf(d)}\t`,
        ),
      )
      .map(([d, write]) => write(d)),
    one.map((d) => Number(d)),
    one.map((d) => `CPF ${d}`),
    fc.tuple(one, one).map(([a, b]) => `${a} / ${b}`),
    one.map((d) => maskCpf(d)),
    fc.constantFrom(null, '', '   ', 'não informado', '***.***.***-**', '12345'),
  );
}

const PRINTABLE = new Set<ExportKind>(['movements', 'balance']);
const KINDS: ExportKind[] = ['movements', 'balance', 'portability', 'income', 'beneficiaries', 'history'];
const CASES: Array<[ExportKind, ExportFormat]> = KINDS.flatMap((kind) =>
  (['xlsx', 'excel-br', 'rfc4180', 'pdf'] as const)
    .filter((f) => f !== 'pdf' || PRINTABLE.has(kind))
    .map((f) => [kind, f] as [ExportKind, ExportFormat]),
);

const movement = {
  numeroCertificado: '000000925108',
  tipoCobertura: 'VGBL01',
  codigoTipoConta: '01',
  descricaoNomeConta: 'CONTA DO PARTICIPANTE',
  codigoFundo: 'FND0001',
  indentificacaoMovimento: '10023100000001',
  tipoMovimento: 'APORTE',
  tipoContribuicao: null,
  statusMovimento: 'PROCESSADO',
  codigoMovimento: '402',
  descricaoMovimento: 'APORTE',
  dataMovimento: '2024-03-15T00:00:00',
  valorMovimento: 100,
  quantidadeCotasMovimento: 10,
  valorNominal: 100,
  dataOriginal: null,
  saldoMovimentoCota: 10,
};
const balance = {
  ...movement,
  identificacaoMovimento: '1',
  dataConversaoCota: '2024-03-16T00:00:00',
  valorConversaoCota: 1.5,
};
const income = {
  numeroProcessoRenda: '77',
  numeroCertificado: '000000925108',
  assistido: 'Ana Souza',
  solicitanteRenda: 'Ana Souza',
  statusProcessoRenda: 'ATIVO',
  rendaInicial: 1000,
  valorRendaAtual: 1100,
};

/** The request of an export of `kind` for the customer, asking the CPF in full or not. */
function requestOf(kind: ExportKind, format: ExportFormat, customer: string, askReveal: boolean): ExportRequest {
  const heading = askReveal ? { heading: { cpfRevealed: true } } : {};
  const cert = { idcliente: customer, idcertificado: '000000925108' };
  switch (kind) {
    case 'movements':
      return { kind, format, path: cert, ...heading };
    case 'balance':
      return { kind, format, path: { ...cert, idcobertura: 'VGBL01', idfundo: 'FND0001' }, ...heading };
    case 'portability':
      return { kind, format, path: { idcliente: customer }, ...heading };
    case 'income':
      return { kind, format, path: cert, ...heading };
    case 'beneficiaries':
      return { kind, format, path: { ...cert, idprocessorenda: '77' }, ...heading };
    case 'history':
      return { kind, format, filter: {} };
  }
}

let exports: FakeExports;
beforeAll(async () => {
  exports = await fakeExports();
});
afterAll(async () => {
  await exports.close();
});

describe('CPF columns', () => {
  it('every column whose header names a CPF says it holds one', () => {
    for (const [kind, columns] of Object.entries(EXPORT_COLUMNS)) {
      for (const column of columns)
        if (/CPF/i.test(column.header)) expect(column.cpf, `${kind}: ${column.header}`).toBeDefined();
    }
    expect(EXPORT_COLUMNS.portability.find((c) => c.header === 'CPF')?.cpf).toBe('customer-or-other');
    expect(EXPORT_COLUMNS.beneficiaries.find((c) => c.header === 'CPF')?.cpf).toBe('third-party');
  });

  it('a cell: masked; the revealed customer’s own in full; anything else masked entirely', () => {
    expect(cpfCellText('27208447136')).toBe('***.084.471-**');
    expect(cpfCellText(' 272.084.471-36 ')).toBe('***.084.471-**');
    expect(cpfCellText('272 084 471 36', '27208447136')).toBe('272.084.471-36');
    expect(cpfCellText('27208447136', '52998224725')).toBe('***.084.471-**');
    // The integer form (D13): its leading zeros back.
    expect(cpfCellText(1234567890)).toBe('***.345.678-**');
    expect(cpfCellText('***.084.471-**')).toBe('***.084.471-**');
    for (const garbage of [
      'CPF 27208447136',
      '27208447136 / 52998224725',
      '2720844713',
      'não informado',
      '272.084.471-36x',
    ]) {
      expect(cpfCellText(garbage, '27208447136')).toBe('***.***.***-**');
    }
    expect(cpfCellText(null)).toBeUndefined();
    expect(cpfCellText('  ')).toBeUndefined();
  });

  it('a third party’s column never reveals, even the customer’s own digits', () => {
    const [column] = exportColumnsFor('beneficiaries', { revealedCpf: '27208447136' }).filter((c) => c.cpf);
    expect(column!.value({ identificacaoPessoaBenefciario: '27208447136' } as never)).toBe('***.084.471-**');
    const [participant] = exportColumnsFor('portability', { revealedCpf: '27208447136' }).filter((c) => c.cpf);
    expect(participant!.value({ cpf: '27208447136' } as never)).toBe('272.084.471-36');
    expect(EXPORT_COLUMNS.portability.find((c) => c.cpf)!.value({ cpf: '27208447136' } as never)).toBe(
      '***.084.471-**',
    );
  });
});

describe('no full CPF in an export but the revealed customer’s (property)', () => {
  it('every kind and format, any rows, any reveal', async () => {
    const scenario = fc
      .record({
        case: fc.constantFrom(...CASES),
        customer: cpfArb,
        others: fc.uniqueArray(cpfArb, { minLength: 1, maxLength: 4 }),
        askReveal: fc.boolean(),
        onRecord: fc.boolean(),
      })
      .filter((s) => !s.others.includes(s.customer))
      .chain((s) =>
        fc.record({
          s: fc.constant(s),
          cpfFields: fc.array(cpfFieldArb([s.customer, ...s.others]), { minLength: 1, maxLength: 6 }),
        }),
      );
    await fc.assert(
      fc.asyncProperty(scenario, async ({ s, cpfFields }) => {
        const [kind, format] = s.case;
        const history: JournalEntryView[] = cpfFields.map((cpf, i) => ({
          id: `e${i}`,
          startedAt: '2026-01-31T14:30:00.000Z',
          user: 'atendente',
          environment: 'sandbox',
          action: 'op4',
          title: 'Solicitar aporte esporádico',
          ...(typeof cpf === 'string' ? { customerCpfMasked: cpf } : {}),
          identifiers: { certificado: '000000925108' },
          status: 'succeeded',
        }));
        const data: FakeData = {
          op8: { cliente: { nome: 'Ana Souza' } },
          op9: cpfFields.map((cpf, i) => ({
            numeroSolicitacao: `S${i}`,
            dataSolicitacao: '2024-03-15T10:00:00-03:00',
            participante: 'Ana Souza',
            cpf,
            matricula: `M${i}`,
          })),
          op12: [movement],
          op14: [balance],
          op15: [income],
          op19: cpfFields.map((cpf) => ({
            nome: 'Bruno Lima',
            identificacaoPessoaBenefciario: cpf,
            dataNascimento: '1990-01-01T00:00:00',
            percentualParticipacaoRenda: 50,
            sexo: 'M',
            tipoRelacionamento: 'FILHO',
          })),
          history,
          revealed: (cpf) => s.onRecord && cpf === s.customer,
        };
        const { bytes, identifiers } = await exports.exportFile(requestOf(kind, format, s.customer, s.askReveal), data);
        const text = textOf(bytes, format);

        for (const other of s.others)
          for (const form of fullForms(other)) expect(text, `${kind} ${format}: ${form}`).not.toContain(form);

        const headed = format === 'xlsx' || format === 'pdf';
        const word = identifiers.noExtrato;
        // The journal says how the customer's CPF went out whenever the file can carry one (a heading, or a CPF column).
        const carries = kind !== 'history' && (headed || kind === 'portability' || kind === 'beneficiaries');
        expect(word !== undefined, `${kind} ${format}: noExtrato`).toBe(carries);
        const inFull = fullForms(s.customer).some((form) => text.includes(form));
        if (word === 'CPF completo') {
          expect(headed && s.askReveal && s.onRecord).toBe(true);
          expect(text).toContain(`CPF ${formatCpf(s.customer)}`);
        } else {
          expect(inFull, `${kind} ${format}: the customer's CPF in full, journal says ${word}`).toBe(false);
          if (headed && kind !== 'history') expect(text).toContain(`CPF ${maskCpf(s.customer)}`);
        }

        // The CPF column's cells: masked, or the revealed customer's own in a column that may hold it.
        const table = tableOf(bytes, format);
        const headerAt = table.findIndex((row) => row.includes('CPF') || row.includes('Cliente (CPF mascarado)'));
        if (headerAt >= 0) {
          const at = table[headerAt]!.findIndex((h) => h === 'CPF' || h === 'Cliente (CPF mascarado)');
          for (const row of table.slice(headerAt + 1)) {
            const cell = row[at] ?? '';
            const revealedOwn = kind === 'portability' && word === 'CPF completo' && cell === formatCpf(s.customer);
            expect(cell === '' || MASKED.test(cell) || revealedOwn, `${kind} ${format}: cell ${cell}`).toBe(true);
          }
        }
      }),
      { numRuns: 120 },
    );
  });

  it('a portability .xlsx with the customer’s CPF revealed: the participant’s own row in full, another’s masked; the CSV masks both', async () => {
    const customer = '27208447136';
    const other = '52998224725';
    const data: FakeData = {
      op9: [
        {
          numeroSolicitacao: 'S1',
          dataSolicitacao: '2024-03-15T10:00:00-03:00',
          participante: 'Ana',
          cpf: customer,
          matricula: 'M1',
        },
        {
          numeroSolicitacao: 'S2',
          dataSolicitacao: '2024-03-15T10:00:00-03:00',
          participante: 'Bia',
          cpf: other,
          matricula: 'M2',
        },
      ],
      revealed: (cpf) => cpf === customer,
    };
    const request = (format: ExportFormat): ExportRequest => ({
      kind: 'portability',
      format,
      path: { idcliente: customer },
      heading: { cpfRevealed: true },
    });
    const xlsx = await exports.exportFile(request('xlsx'), data);
    const rows = tableOf(xlsx.bytes, 'xlsx');
    const header = rows.findIndex((r) => r[0] === 'Solicitação');
    expect(rows.slice(header + 1).map((r) => r[3])).toEqual(['272.084.471-36', '***.982.247-**']);
    expect(xlsx.identifiers.noExtrato).toBe('CPF completo');
    const csv = await exports.exportFile(request('excel-br'), data);
    expect(
      tableOf(csv.bytes, 'excel-br')
        .slice(1)
        .map((r) => r[3]),
    ).toEqual(['***.084.471-**', '***.982.247-**']);
    expect(csv.identifiers.noExtrato).toBe('CPF mascarado');
    expect(csv.refused).toBe(false);
  });
});
