/**
 * The suggested name says the table's filters in short words, and two exports of one table with different
 * filters never get the same name (property), with nothing personal in it (no CPF, no name, no search text).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportFileName } from '../../../src-main/export/export-formats';
import { exportNameWords, nameSlug } from '../../../src-main/export/export-name-words';
import { EXPORT_FORMATS, type ExportRequest, JOURNAL_ACTIONS, JOURNAL_STATUSES } from '../../../src-shared/ipc/inputs';

const CPF = '27208447136';
const CERT = '000000925108';
const NOW = new Date('2026-11-24T15:00:00Z');

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const words = fc.array(fc.string({ minLength: 0, maxLength: 12 }), { maxLength: 3 });
const text = opt(fc.string({ maxLength: 20 }));
const pathId = fc.stringMatching(/^[A-Za-z0-9._-]{1,12}$/);

const movements = fc
  .record({ from: opt(day), to: opt(day), tiposMovimento: opt(words), fundos: opt(words), text }, { requiredKeys: [] })
  .map((filter): ExportRequest => ({
    kind: 'movements',
    format: 'xlsx',
    path: { idcliente: CPF, idcertificado: CERT },
    filter,
  }));
const portability = fc
  .record(
    {
      statusPortabilidade: opt(fc.constantFrom('0', '1', '2', '3', '4', '5')),
      dataInicioSolicitacao: opt(day.map((d) => `${d}T00:00:00-03:00`)),
      dataFimSolicitacao: opt(day.map((d) => `${d}T23:59:59-03:00`)),
      matricula: opt(fc.stringMatching(/^[0-9A-Z]{0,8}$/)),
      nome: text,
    },
    { requiredKeys: [] },
  )
  .map((query): ExportRequest => ({ kind: 'portability', format: 'xlsx', path: { idcliente: CPF }, query }));
const history = fc
  .record(
    {
      from: opt(day),
      to: opt(day),
      statuses: opt(fc.subarray([...JOURNAL_STATUSES])),
      actions: opt(fc.subarray([...JOURNAL_ACTIONS])),
      text,
    },
    { requiredKeys: [] },
  )
  .map((filter): ExportRequest => ({ kind: 'history', format: 'xlsx', filter }));
const balance = fc.record({ idcobertura: pathId, idfundo: pathId }).map((ids): ExportRequest => ({
  kind: 'balance',
  format: 'xlsx',
  path: { idcliente: CPF, idcertificado: CERT, ...ids },
}));
const beneficiaries = pathId.map((idprocessorenda): ExportRequest => ({
  kind: 'beneficiaries',
  format: 'xlsx',
  path: { idcliente: CPF, idcertificado: CERT, idprocessorenda },
}));

/** What makes two requests of one kind the same table: blank texts and empty lists are no filter; sets in any order. */
function meaning(request: ExportRequest): string {
  const norm = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.length === 0 ? undefined : [...new Set(value as string[])].sort();
    if (typeof value === 'string') return value.trim() === '' ? undefined : value;
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value)
          .map(([k, v]) => [k, norm(v)])
          .filter(([, v]) => v !== undefined),
      );
    return value;
  };
  const { format: _format, ...rest } = request as ExportRequest & { format: string };
  return JSON.stringify(norm(rest));
}

function neverTheSameName(arb: fc.Arbitrary<ExportRequest>) {
  fc.assert(
    fc.property(arb, arb, fc.constantFrom(...EXPORT_FORMATS), (a, b, format) => {
      fc.pre(meaning(a) !== meaning(b));
      expect(exportFileName(a, format, NOW)).not.toBe(exportFileName(b, format, NOW));
    }),
    { numRuns: 400 },
  );
}

describe('the suggested name of a filtered export', () => {
  it('says the period and the status in short words', () => {
    const request: ExportRequest = {
      kind: 'portability',
      format: 'xlsx',
      path: { idcliente: CPF },
      query: {
        statusPortabilidade: '2',
        dataInicioSolicitacao: '2026-01-01T00:00:00-03:00',
        dataFimSolicitacao: '2026-03-31T23:59:59-03:00',
      },
    };
    expect(exportFileName(request, 'xlsx', NOW)).toBe(
      'portabilidades-de-2026-01-01-a-2026-03-31-situacao-processado-com-critica-2026-11-24.xlsx',
    );
    expect(
      exportNameWords({
        kind: 'movements',
        format: 'xlsx',
        path: { idcliente: CPF, idcertificado: CERT },
        filter: { from: '2025-01-01' },
      }),
    ).toBe('-desde-2025-01-01');
    expect(
      exportNameWords({
        kind: 'history',
        format: 'xlsx',
        filter: { to: '2025-01-01', statuses: ['unknown', 'failed'] },
      }),
    ).toBe('-ate-2025-01-01-situacao-com-erro-e-resultado-desconhecido');
    expect(
      exportNameWords({
        kind: 'balance',
        format: 'pdf',
        path: { idcliente: CPF, idcertificado: CERT, idcobertura: '1', idfundo: 'FND0011' },
      }),
    ).toBe('-cobertura-1-fundo-FND0011');
  });

  it('a table exported whole keeps its short name', () => {
    expect(
      exportFileName(
        {
          kind: 'movements',
          format: 'rfc4180',
          path: { idcliente: CPF, idcertificado: CERT },
          filter: { tiposMovimento: [], text: '  ' },
        },
        'rfc4180',
        NOW,
      ),
    ).toBe('movimentacoes-000000925108-2026-11-24-padrao.csv');
  });

  it('different filters never give the same name (movements, portability, History, balance, beneficiaries)', () => {
    neverTheSameName(movements);
    neverTheSameName(portability);
    neverTheSameName(history);
    neverTheSameName(balance);
    neverTheSameName(beneficiaries);
  });

  it('the same filter, its lists in another order, gives the same name', () => {
    const a: ExportRequest = {
      kind: 'movements',
      format: 'xlsx',
      path: { idcliente: CPF, idcertificado: CERT },
      filter: { tiposMovimento: ['APORTE', 'RESGATE'] },
    };
    const b: ExportRequest = {
      kind: 'movements',
      format: 'xlsx',
      path: { idcliente: CPF, idcertificado: CERT },
      filter: { tiposMovimento: ['RESGATE', 'APORTE'] },
    };
    expect(exportFileName(a, 'xlsx', NOW)).toBe(exportFileName(b, 'xlsx', NOW));
  });

  it('writes nothing personal and only safe characters (no CPF, no typed text, no participant name)', () => {
    fc.assert(
      fc.property(fc.oneof(movements, portability, history), fc.constantFrom(...EXPORT_FORMATS), (request, format) => {
        const name = exportFileName(request, format, NOW);
        expect(name).toMatch(/^[A-Za-z0-9._-]+$/);
        expect(name).not.toContain(CPF);
        expect(name.length).toBeLessThan(160);
      }),
    );
    const typed: ExportRequest = { kind: 'history', format: 'xlsx', filter: { text: 'Patrícia 272.084.471-36' } };
    expect(exportFileName(typed, 'xlsx', NOW)).toMatch(/^historico-busca_[0-9a-f]{8}-2026-11-24\.xlsx$/);
  });

  it('an English statement is named in English: the same rules, never a pt-BR word, never the pt-BR file’s name', () => {
    const english = (arb: fc.Arbitrary<ExportRequest>) =>
      fc.tuple(arb, fc.constantFrom('xlsx' as const, 'pdf' as const)).map(([request, format]) => ({
        request: { ...request, format, language: 'en' } as ExportRequest,
        format,
      }));
    fc.assert(
      fc.property(fc.oneof(english(movements), english(balance)), ({ request, format }) => {
        const name = exportFileName(request, format, NOW);
        expect(name).toMatch(/^[A-Za-z0-9._-]+$/);
        expect(name).not.toContain(CPF);
        expect(name).toMatch(/-2026-11-24\.(?:xlsx|pdf)$/);
        // The words of ours, the path's identifiers (any letters) set apart.
        const ids = request.kind === 'balance' ? [request.path.idcobertura, request.path.idfundo] : [];
        const ours = ids.reduce<string>((text, id) => (id ? text.split(id).join(' ') : text), name);
        expect(ours.split(/[-_. ]/)).not.toEqual(
          expect.arrayContaining([
            expect.stringMatching(/^(?:movimentacoes|extrato|saldo|desde|ate|tipos|fundos|busca|cobertura|fundo)$/),
          ]),
        );
        const { language: _language, ...portuguese } = request as ExportRequest & { language: 'en' };
        expect(name).not.toBe(exportFileName(portuguese as ExportRequest, format, NOW));
      }),
      { numRuns: 300 },
    );
    expect(
      exportFileName(
        {
          kind: 'movements',
          format: 'xlsx',
          path: { idcliente: CPF, idcertificado: CERT },
          filter: { from: '2025-01-01' },
          language: 'en',
        },
        'xlsx',
        NOW,
      ),
    ).toBe('financial-movements-000000925108-since-2025-01-01-2026-11-24.xlsx');
    expect(
      exportFileName(
        {
          kind: 'balance',
          format: 'pdf',
          path: { idcliente: CPF, idcertificado: CERT, idcobertura: '1', idfundo: 'FND0011' },
          language: 'en',
        },
        'pdf',
        NOW,
      ),
    ).toBe('balance-and-returns-000000925108-coverage-1-fund-FND0011-2026-11-24.pdf');
  });

  it('slugs words without accents or punctuation', () => {
    expect(nameSlug('Processado com crítica')).toBe('processado-com-critica');
    expect(nameSlug('  Início do processamento! ')).toBe('inicio-do-processamento');
  });
});
