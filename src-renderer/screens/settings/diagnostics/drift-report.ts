/**
 * Renderer (pure). The contract diagnostics as plain text for the API team,
 * pasted into an e-mail or a ticket: since when, which environment, then one
 * line per operation and one per deviating field (path, kind, count, whether
 * the app needs it). Field paths and counts only: the view holds no values,
 * so none can leak into the report.
 */
import type { ContractDriftView } from '../../../../src-shared/ipc/views';
import { formatDateTimeBR } from '../../../../src-shared/format/calendar-date';
import type { Language } from '../../../i18n/i18n';
import { environmentName } from '../environment-labels';
import { driftKindLabel, operationNumber } from './drift-words';

interface ReportWords {
  title: string;
  since(local: string, iso: string): string;
  environment(name: string): string;
  operation(answers: number, withDrift: number): string;
  essential: string;
  noAnswers: string;
  noDrift: string;
}

const WORDS: Record<Language, ReportWords> = {
  'pt-BR': {
    title: 'Balcão — diagnóstico do contrato da API',
    since: (local, iso) => `Desde: ${local} (horário de São Paulo; ${iso})`,
    environment: (name) => `Ambiente: ${name}`,
    operation: (answers, withDrift) => `${answers} ${answers === 1 ? 'resposta lida' : 'respostas lidas'}, ${withDrift} com desvios`,
    essential: 'essencial',
    noAnswers: 'Nenhuma resposta do serviço lida desde que o Balcão foi aberto.',
    noDrift: 'Nenhum desvio do contrato desde que o Balcão foi aberto.',
  },
  en: {
    title: 'Balcão — API contract diagnostics',
    since: (local, iso) => `Since: ${local} (São Paulo time; ${iso})`,
    environment: (name) => `Environment: ${name}`,
    operation: (answers, withDrift) => `${answers} ${answers === 1 ? 'answer read' : 'answers read'}, ${withDrift} with deviations`,
    essential: 'essential',
    noAnswers: 'No answer from the service read since Balcão was opened.',
    noDrift: 'No contract deviation since Balcão was opened.',
  },
};

/** True when no answer since the start strayed from the contract (or none was read). */
export function withoutDrift(view: ContractDriftView): boolean {
  return view.operations.every((op) => op.answersWithDrift === 0);
}

export function driftReportText(view: ContractDriftView, language: Language): string {
  const w = WORDS[language];
  const lines = [w.title, w.since(formatDateTimeBR(view.since) || view.since, view.since), w.environment(environmentName(view.environment, language)), ''];
  if (view.operations.length === 0) lines.push(w.noAnswers);
  else if (withoutDrift(view)) lines.push(w.noDrift);
  for (const op of view.operations) {
    const id = operationNumber(op.operation);
    lines.push(`${id} ${op.title}: ${w.operation(op.answers, op.answersWithDrift)}`);
    for (const field of op.fields) {
      lines.push(`${id} ${field.path}: ${driftKindLabel(field.kind, language)} ×${field.count}${field.essential ? ` (${w.essential})` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
