/**
 * The heading's "Período e filtros" line (D127, D193): the filters in the screen's words, never Op9's parameters
 * or action codes, and no personal data typed in a search: CPFs masked in every filter, History's search with
 * names masked as D102 masks them (the journal matches those only through keyed hashes).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterWords, maskedSearchText, statementHeading } from '../../../src-main/export/statement-heading';
import { cpfWithCheckDigits, formatCpf, isValidCpf } from '../../../src-shared/cpf';
import type { ExportRequest } from '../../../src-shared/ipc/inputs';

/** A valid CPF (a repeated digit, 000.000.000-00, is none). */
const cpfArb = fc
  .integer({ min: 0, max: 999_999_999 })
  .map((n) => cpfWithCheckDigits(String(n).padStart(9, '0')))
  .filter(isValidCpf);
const spaced = (d: string) => `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 9)} ${d.slice(9)}`;
const writtenCpf = fc.tuple(
  cpfArb,
  fc.constantFrom<(d: string) => string>(
    (d) => d,
    formatCpf,
    spaced,
    (d) => `${d.slice(0, 9)}-${d.slice(9)}`,
  ),
);

const NAMES = ['Patrícia', 'Luiza', 'Ribeiro', 'José', 'Carlos', 'Souza', 'Conceição', 'Ana', 'Müller', "D'Ávila"];
type Token =
  { kind: 'cpf'; digits: string; text: string } | { kind: 'name'; text: string } | { kind: 'other'; text: string };
const token: fc.Arbitrary<Token> = fc.oneof(
  writtenCpf.map(([digits, write]) => ({ kind: 'cpf' as const, digits, text: write(digits) })),
  fc.constantFrom(...NAMES).map((text) => ({ kind: 'name' as const, text })),
  fc
    .constantFrom('de', 'da', 'op4', 'PRT-2024-000123', '20240131123456', '000000925108', '***.456.789-**', 'aporte')
    .map((text) => ({ kind: 'other' as const, text })),
);
/** A search text as typed: CPFs (bare, punctuated, spaced), names, protocols, particles; at most 100 characters (the channel's limit). */
const searchText = fc
  .array(token, { minLength: 1, maxLength: 6 })
  .filter((tokens) => tokens.map((t) => t.text).join(' ').length <= 100);

/** Eleven digits written as a CPF is written: bare, or in groups of 3-3-3-2 with dots, hyphen or spaces. */
const FULL_CPF = /(?<!\d)\d{3}[.\s-]?\d{3}[.\s-]?\d{3}[.\s-]?\d{2}(?!\d)/;

function headingLines(request: ExportRequest): string[] {
  return statementHeading({
    title: 'Extrato',
    company: 'Companhia',
    filters: filterWords(request),
    issuedAt: new Date('2026-01-31T12:00:00Z'),
    user: 'atendente',
    environment: 'sandbox',
  }).lines;
}

describe('no CPF in the clear in a heading, whatever was typed in a filter (property)', () => {
  it('History’s search, the movements’ search, the portability name and registration', () => {
    fc.assert(
      fc.property(searchText, fc.constantFrom('history', 'movements', 'portability'), (tokens, kind) => {
        const text = tokens.map((t) => t.text).join(' ');
        const request: ExportRequest =
          kind === 'history'
            ? { kind, format: 'xlsx', filter: { text } }
            : kind === 'movements'
              ? {
                  kind,
                  format: 'xlsx',
                  path: { idcliente: '27208447136', idcertificado: '000000925108' },
                  filter: { text },
                }
              : {
                  kind,
                  format: 'xlsx',
                  path: { idcliente: '27208447136' },
                  query: { nome: text.slice(0, 60), matricula: text.slice(0, 20) },
                };
        const lines = headingLines(request);
        for (const line of lines) expect(line, line).not.toMatch(FULL_CPF);
        for (const t of tokens)
          if (t.kind === 'cpf') for (const line of lines) expect(line).not.toContain(formatCpf(t.digits));
        if (kind === 'history') {
          // Names: the first word stays, the others become initials (D102).
          const said = (lines.find((l) => l.startsWith('Período e filtros: ')) ?? '').split(/[\s"]+/);
          const [first, ...rest] = tokens;
          for (const t of rest)
            if (t.kind === 'name' && t.text !== first!.text && t.text.length > 2)
              expect(said, `${t.text} in ${said.join(' ')}`).not.toContain(t.text);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('History’s search: CPF masked, the name as first name and initials, protocols as typed', () => {
    expect(maskedSearchText('patrícia luiza ribeiro 272.084.471-36')).toBe('patrícia L. R. ***.084.471-**');
    expect(maskedSearchText('  José da Conceição  PRT-2024-000123 ')).toBe('José C. PRT-2024-000123');
    expect(maskedSearchText('27208447136')).toBe('***.084.471-**');
    expect(filterWords({ kind: 'history', format: 'pdf', filter: { text: 'Ana Souza' } } as ExportRequest)).toEqual([
      'texto: "Ana S."',
    ]);
    expect(
      filterWords({
        kind: 'movements',
        format: 'xlsx',
        path: { idcliente: '27208447136', idcertificado: '1' },
        filter: { text: 'resgate 272.084.471-36' },
      }),
    ).toEqual(['texto: "resgate ***.084.471-**"']);
  });
});

describe('filters in words', () => {
  it('portability: the screen’s filters, dates dd/mm/aaaa and the status by name, never Op9’s parameters', () => {
    const words = filterWords({
      kind: 'portability',
      format: 'xlsx',
      path: { idcliente: '27208447136' },
      query: {
        statusPortabilidade: '3',
        dataInicioSolicitacao: '2020-01-01T00:00:00-03:00',
        dataFimSolicitacao: '2020-12-31T23:59:59-03:00',
        matricula: 'M-77',
        nome: 'Ana',
      },
    });
    expect(words).toEqual([
      'de 01/01/2020 a 31/12/2020',
      'situação: Processado',
      'matrícula: M-77',
      'participante: "Ana"',
    ]);
    // The day picked, even in a summer-time year (23:59:59−03:00 was 00:59:59 of the next day on São Paulo's clock).
    expect(
      filterWords({
        kind: 'portability',
        format: 'xlsx',
        path: { idcliente: '27208447136' },
        query: { dataFimSolicitacao: '2018-12-01T23:59:59-03:00' },
      }),
    ).toEqual(['até 01/12/2018']);
    expect(
      filterWords({
        kind: 'portability',
        format: 'xlsx',
        path: { idcliente: '27208447136' },
        query: { statusPortabilidade: '0' },
      }),
    ).toEqual(['situação: Início do processamento']);
  });

  it('portability, any filters: no parameter name, instant or status code in the heading (property)', () => {
    const day = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.record(
          {
            statusPortabilidade: fc.constantFrom('0', '1', '2', '3', '4', '5'),
            dataInicioSolicitacao: day.map((d) => `${d}T00:00:00-03:00`),
            dataFimSolicitacao: day.map((d) => `${d}T23:59:59-03:00`),
            matricula: fc.constantFrom('M1', '123'),
          },
          { requiredKeys: [] },
        ),
        (query) => {
          const line = headingLines({
            kind: 'portability',
            format: 'xlsx',
            path: { idcliente: '27208447136' },
            query,
          }).join('\n');
          expect(line).not.toMatch(
            /statusPortabilidade|dataInicioSolicitacao|dataFimSolicitacao|T\d\d:\d\d|-03:00|situação: \d/,
          );
          for (const key of ['dataInicioSolicitacao', 'dataFimSolicitacao'] as const) {
            const d = query[key]?.slice(0, 10);
            if (d) expect(line).toContain(d.split('-').reverse().join('/'));
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('History: operations by the titles History lists, statuses in words', () => {
    expect(
      filterWords({
        kind: 'history',
        format: 'xlsx',
        filter: { actions: ['op4', 'export', 'cpf-reveal'], statuses: ['unknown'] },
      }),
    ).toEqual([
      'situação: resultado desconhecido',
      'operações: Solicitar aporte esporádico, Exportação ou impressão de extrato, CPF exibido por completo',
    ]);
  });

  it("movements: the types in words, as the Tipo column writes them, in the document's language", () => {
    const request = {
      kind: 'movements',
      format: 'pdf',
      path: { idcliente: '27208447136', idcertificado: '1' },
      filter: {
        from: '2024-01-01',
        to: '2024-03-31',
        tiposMovimento: ['APORTE', '', 'XYZ'],
        fundos: ['12'],
        text: 'x',
      },
    } as ExportRequest;
    expect(filterWords(request)).toEqual([
      'de 01/01/2024 a 31/03/2024',
      'tipos: Aporte, não informado, XYZ (código do serviço)',
      'fundos: 12',
      'texto: "x"',
    ]);
    expect(filterWords(request, 'en')).toEqual([
      'from 01/01/2024 to 31/03/2024',
      'types: Extra contribution, not stated, XYZ (service code)',
      'funds: 12',
      'text: "x"',
    ]);
  });
});
