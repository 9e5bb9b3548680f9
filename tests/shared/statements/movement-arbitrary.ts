/**
 * Test helper (shared by the statement and CSV tests): fast-check movements
 * where any field may be missing, as the tolerant reader gives them (null),
 * with texts that repeat (facets have something to gather), blanks that
 * count as missing, unreadable dates, and now and then NaN for a number.
 */
import fc from 'fast-check';
import type { MovementSort } from '../../../src-shared/ipc/inputs';
import type { Movement } from '../../../src-shared/statements/movement-view';

/** `value`, or null one time in `1/freq`. */
const orNull = <T>(value: fc.Arbitrary<T>, freq = 4): fc.Arbitrary<T | null> => fc.option(value, { nil: null, freq });

/** Text values repeat (facets have something to gather); '' and blanks count as missing too. */
export const TIPOS = ['APORTE', 'RESGATE', 'CONTRIBUICAO', 'Água', 'agua', 'FND10', '', '   '];
export const FUNDOS = ['FND1', 'FND2', 'FND10', 'FND0001', '', ' '];
export const COBERTURAS = ['VGBL01', 'PGBL01', 'PGBL02', ''];
export const DATES = [
  '2024-03-15T00:00:00',
  '2024-03-15',
  '2023-12-31T23:59:59',
  '2024-01-01T10:00:00',
  '2025-06-30T08:00:00',
  'sem data',
  '',
];

/** Now and then a value that is no number at all (NaN): it counts as missing, like null. */
const orNaN = (value: fc.Arbitrary<number>) =>
  fc.oneof({ weight: 20, arbitrary: value }, { weight: 1, arbitrary: fc.constant(Number.NaN) });
const cents = orNaN(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((c) => c / 100));
const quotas = orNaN(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }).map((u) => u / 1e8));

export const movementWithGaps: fc.Arbitrary<Movement> = fc.record({
  numeroCertificado: orNull(fc.constant('000000100231')),
  tipoCobertura: orNull(fc.constantFrom(...COBERTURAS)),
  codigoTipoConta: orNull(fc.constantFrom('01', '02')),
  descricaoNomeConta: orNull(fc.constant('CONTA DO PARTICIPANTE')),
  codigoFundo: orNull(fc.constantFrom(...FUNDOS)),
  indentificacaoMovimento: orNull(fc.stringMatching(/^[A-Z]\d{3}$/)),
  tipoMovimento: orNull(fc.constantFrom(...TIPOS)),
  tipoContribuicao: orNull(fc.constantFrom('MENSAL', 'ESPORADICA')),
  statusMovimento: orNull(fc.constantFrom('PROCESSADO', 'PENDENTE')),
  codigoMovimento: orNull(fc.constantFrom('101', '402')),
  descricaoMovimento: orNull(fc.constantFrom('CONTRIBUIÇÃO MENSAL', 'RESGATE PARCIAL')),
  dataMovimento: orNull(fc.constantFrom(...DATES)),
  valorMovimento: orNull(cents),
  quantidadeCotasMovimento: orNull(quotas),
  valorNominal: orNull(cents),
  dataOriginal: orNull(fc.constantFrom(...DATES)),
  saldoMovimentoCota: orNull(quotas),
});

export const movementsWithGaps = fc.array(movementWithGaps, { maxLength: 80 });

/** Any sort the movements table offers, either way. */
export const movementSorts = fc.record({
  column: fc.constantFrom(
    'dataMovimento',
    'valorMovimento',
    'tipoMovimento',
    'codigoFundo',
    'quantidadeCotasMovimento',
  ),
  direction: fc.constantFrom('asc', 'desc'),
}) as fc.Arbitrary<MovementSort>;
