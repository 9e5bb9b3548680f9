/** The assistances of the chosen life certificate, with "Campos" to choose which fields to ask the service for. */
import { Paper, Stack, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { useAppStore } from '../../../state/store';
import { FieldsSelect } from '../common/FieldsSelect';
import { ASSISTANCE_FIELD_ORDER, type AssistanceField } from './assistance-fields';
import { AssistancesResult } from './AssistancesResult';
import { ASSISTANCE_FIELD_LABELS, assistancesPanelMessages as messages } from './messages';

export function AssistancesPanel({ cpf, certificate }: { cpf: string; certificate: string }) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const titleId = useId();
  const [fields, setFields] = useState<AssistanceField[]>(ASSISTANCE_FIELD_ORDER);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={4} id={titleId}>
          {t('title', { certificate })}
        </Title>
        <FieldsSelect fields={ASSISTANCE_FIELD_ORDER} labels={ASSISTANCE_FIELD_LABELS[language]} value={fields} onChange={setFields} />
        {/* Keyed by certificate: another certificate starts from a skeleton, never from the previous one's rows. */}
        {fields.length > 0 ? <AssistancesResult key={certificate} cpf={cpf} certificate={certificate} fields={fields} emptyText={t('none')} /> : null}
      </Stack>
    </Paper>
  );
}
