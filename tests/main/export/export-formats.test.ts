/**
 * The suggested file name's date is São Paulo's calendar day, the day the heading's "Emitido em" says (D123):
 * from 21:00 there (UTC−03:00) UTC is already on the next day, and the name said tomorrow.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportFileName } from '../../../src-main/export/export-formats';
import { statementHeading } from '../../../src-main/export/statement-heading';

describe('the suggested file name’s date', () => {
  it('near midnight in São Paulo: the São Paulo day, not UTC’s', () => {
    // 23:30 on 24/11/2026 in São Paulo is 02:30 on the 25th in UTC.
    const late = new Date('2026-11-25T02:30:00Z');
    const movements = {
      kind: 'movements',
      format: 'xlsx',
      path: { idcliente: '27208447136', idcertificado: '000000925108' },
    } as const;
    const history = { kind: 'history', format: 'excel-br', filter: {} } as const;
    expect(exportFileName(movements, 'xlsx', late)).toBe('movimentacoes-000000925108-2026-11-24.xlsx');
    expect(exportFileName(history, 'excel-br', new Date('2026-12-31T23:59:59Z'))).toBe(
      'historico-2026-12-31-excel-brasil.csv',
    );
    expect(exportFileName(history, 'rfc4180', new Date('2027-01-01T02:59:59Z'))).toBe(
      'historico-2026-12-31-padrao.csv',
    );
    expect(exportFileName(history, 'rfc4180', new Date('2027-01-01T03:00:00Z'))).toBe(
      'historico-2027-01-01-padrao.csv',
    );
  });

  it('always the day the heading says it was issued (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2019-01-01T00:00:00Z'), max: new Date('2040-12-31T23:59:59Z'), noInvalidDate: true }),
        (now) => {
          const day = /-(\d{4})-(\d{2})-(\d{2})\.pdf$/.exec(
            exportFileName(
              {
                kind: 'balance',
                format: 'pdf',
                path: { idcliente: '27208447136', idcertificado: '1', idcobertura: 'C1', idfundo: 'F1' },
              },
              'pdf',
              now,
            ),
          )!;
          const issued = statementHeading({
            title: 't',
            company: 'c',
            issuedAt: now,
            user: 'u',
            environment: 'test',
          }).lines.find((l) => l.startsWith('Emitido em '))!;
          expect(issued.slice('Emitido em '.length, 'Emitido em '.length + 10)).toBe(`${day[3]}/${day[2]}/${day[1]}`);
        },
      ),
      { numRuns: 300 },
    );
  });
});
