/** The contract diagnostics' plain-text report for the API team (src-renderer/screens/settings/diagnostics/drift-report.ts). */
import { describe, expect, it } from 'vitest';
import type { ContractDriftView } from '../../src-shared/ipc/views';
import { driftReportText, withoutDrift } from '../../src-renderer/screens/settings/diagnostics/drift-report';
import { driftKindLabel, operationNumber } from '../../src-renderer/screens/settings/diagnostics/drift-words';

const SINCE = '2026-05-20T13:05:00.000Z';

const drifted: ContractDriftView = {
  since: SINCE,
  environment: 'test',
  operations: [
    {
      operation: 'op8',
      title: 'Consultar cliente por CPF',
      answers: 3,
      answersWithDrift: 2,
      fields: [
        { path: 'cliente.nome', kind: 'null', count: 2, essential: true },
        { path: 'cliente.enderecos[].numero', kind: 'coerced', count: 5 },
        { path: 'cliente.apelido', kind: 'extra', count: 1 },
      ],
    },
    { operation: 'op20', title: 'Consultar atividades de empresa', answers: 1, answersWithDrift: 0, fields: [] },
  ],
};

describe('driftReportText', () => {
  it('says since when (São Paulo clock and the instant), the environment, then one line per operation and per field', () => {
    expect(driftReportText(drifted, 'pt-BR')).toBe(
      [
        'Balcão — diagnóstico do contrato da API',
        `Desde: 20/05/2026 10:05 (horário de São Paulo; ${SINCE})`,
        'Ambiente: Teste',
        '',
        'Op8 Consultar cliente por CPF: 3 respostas lidas, 2 com desvios',
        'Op8 cliente.nome: nulo ×2 (essencial)',
        'Op8 cliente.enderecos[].numero: convertido ×5',
        'Op8 cliente.apelido: campo extra ×1',
        'Op20 Consultar atividades de empresa: 1 resposta lida, 0 com desvios',
        '',
      ].join('\n'),
    );
  });

  it('in English', () => {
    const text = driftReportText(drifted, 'en');
    expect(text).toContain('Environment: Test');
    expect(text).toContain('Op8 cliente.nome: sent as null ×2 (essential)');
    expect(text).toContain('Op20 Consultar atividades de empresa: 1 answer read, 0 with deviations');
  });

  it('says there was no deviation, or no answer at all', () => {
    const clean: ContractDriftView = { ...drifted, operations: [drifted.operations[1]!] };
    expect(withoutDrift(clean)).toBe(true);
    expect(driftReportText(clean, 'pt-BR')).toContain('Nenhum desvio do contrato desde que o Balcão foi aberto.');
    const empty: ContractDriftView = { ...drifted, operations: [] };
    expect(withoutDrift(empty)).toBe(true);
    expect(driftReportText(empty, 'pt-BR')).toContain('Nenhuma resposta do serviço lida');
    expect(withoutDrift(drifted)).toBe(false);
  });

  it('never prints null, undefined or NaN, in either language', () => {
    expect(driftReportText(drifted, 'pt-BR')).not.toMatch(/null|undefined|NaN/);
    expect(driftReportText(drifted, 'en').replace('sent as null ×2', '')).not.toMatch(/null|undefined|NaN/);
  });
});

describe('drift words', () => {
  it('labels every kind in both languages', () => {
    expect(
      ['absent', 'null', 'coerced', 'extra', 'reshaped', 'mistyped'].map((k) => driftKindLabel(k as never, 'pt-BR')),
    ).toEqual(['ausente', 'nulo', 'convertido', 'campo extra', 'formato de lista', 'tipo inesperado']);
    expect(driftKindLabel('reshaped', 'en')).toBe('list shape');
    expect(driftKindLabel('mistyped', 'en')).toBe('unexpected type');
  });

  it('numbers operations as the contract does', () => {
    expect(operationNumber('op8')).toBe('Op8');
    expect(operationNumber('op21')).toBe('Op21');
  });
});
