/** The assistances of the chosen life certificate, with "Campos" to choose which fields to ask the service for. */
import { useT } from '../../../i18n/i18n';
import { useAppStore } from '../../../state/store';
import { FieldsPanel } from '../common/FieldsPanel';
import { ASSISTANCE_FIELD_ORDER } from './assistance-fields';
import { AssistancesResult } from './AssistancesResult';
import { ASSISTANCE_FIELD_LABELS, assistancesPanelMessages as messages } from './messages';

export function AssistancesPanel({ cpf, certificate }: { cpf: string; certificate: string }) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  // Keyed by certificate: another certificate starts from a skeleton, never from the previous one's rows.
  return (
    <FieldsPanel
      title={t('title', { certificate })}
      fields={ASSISTANCE_FIELD_ORDER}
      labels={ASSISTANCE_FIELD_LABELS[language]}
    >
      {(fields) => (
        <AssistancesResult
          key={certificate}
          cpf={cpf}
          certificate={certificate}
          fields={fields}
          emptyText={t('none')}
        />
      )}
    </FieldsPanel>
  );
}
