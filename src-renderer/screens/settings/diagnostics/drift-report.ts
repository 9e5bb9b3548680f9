/**
 * Renderer (pure). The contract diagnostics as plain text for the API team,
 * pasted into an e-mail or a ticket: since when, which environment, then one
 * line per operation and one per deviating field (path, kind, count, whether
 * the app needs it). Field paths and counts only: the view holds no values,
 * so none can leak into the report.
 */
import type { ContractDriftView } from '../../../../src-shared/ipc/views';
import { formatDateTimeBR } from '../../../../src-shared/format/calendar-date';
import { type Dictionary, interpolate, type Language } from '../../../i18n/i18n';
import { environmentName } from '../environment-labels';
import { driftKindLabel, operationNumber } from './drift-words';
import { diagnosticsSectionMessages, driftReportMessages, operationDriftCardMessages } from './messages';

/** `t` outside React: the report is built on a click, in the language of the moment. */
function translator<K extends string>(dictionary: Dictionary<K>, language: Language) {
  return (key: K, values?: Record<string, string | number>) => interpolate(dictionary[language][key], values);
}

/** True when no answer since the start strayed from the contract (or none was read). */
export function withoutDrift(view: ContractDriftView): boolean {
  return view.operations.every((op) => op.answersWithDrift === 0);
}

export function driftReportText(view: ContractDriftView, language: Language): string {
  const report = translator(driftReportMessages, language);
  // The counts and words of the view itself (OperationDriftCard, DiagnosticsSection).
  const card = translator(operationDriftCardMessages, language);
  const section = translator(diagnosticsSectionMessages, language);
  const lines = [
    report('title'),
    report('since', { local: formatDateTimeBR(view.since) || view.since, iso: view.since }),
    report('environment', { name: environmentName(view.environment, language) }),
    '',
  ];
  if (view.operations.length === 0) lines.push(report('noAnswers'));
  else if (withoutDrift(view)) lines.push(section('none'));
  for (const op of view.operations) {
    const id = operationNumber(op.operation);
    lines.push(
      `${id} ${op.title}: ${op.answers === 1 ? card('answersOne') : card('answers', { n: op.answers })}, ${card('withDrift', { n: op.answersWithDrift })}`,
    );
    for (const field of op.fields) {
      lines.push(
        `${id} ${field.path}: ${driftKindLabel(field.kind, language)} ×${field.count}${field.essential ? ` (${card('essential')})` : ''}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
