/**
 * Renderer. Who the customer is: family, income and profession. Every value
 * the service left out reads "não informado". The CPF is not here: it heads
 * the card's summary line (CustomerCard), with "Mostrar CPF", once.
 */
import { DataList } from '@mantine/core';
import { formatDate, formatMoney, formatText } from '../../../../src-shared/format/display';
import { SEX_WORDS } from '../../../../src-shared/words/code-words';
import { useT } from '../../../i18n/i18n';
import { useNotInformed } from '../common/not-informed';
import { useCodeLabel } from '../common/use-code-label';
import type { Cliente } from '../customer-types';
import { personalDataMessages as messages } from './messages';
import { MARITAL_STATUS_LABELS, NATIONALITY_LABELS, yesNo } from './registration-labels';

export function PersonalData({ cliente }: { cliente: Cliente }) {
  const t = useT(messages);
  const sex = useCodeLabel(SEX_WORDS);
  const maritalStatus = useCodeLabel(MARITAL_STATUS_LABELS);
  const nationality = useCodeLabel(NATIONALITY_LABELS);
  const notInformed = useNotInformed();

  const rows: Array<[string, React.ReactNode]> = [
    [t('birthDate'), notInformed(formatDate(cliente.dataNascimento))],
    [t('sex'), notInformed(sex(cliente.sexo))],
    [t('maritalStatus'), notInformed(maritalStatus(cliente.estadoCivil))],
    [t('nationality'), notInformed(nationality(cliente.nacionalidade))],
    [t('pep'), notInformed(yesNo(cliente.pessoaPoliticamenteExposta, t('yes'), t('no')))],
    [t('motherName'), notInformed(formatText(cliente.nomeMae))],
    [t('income'), notInformed(formatMoney(cliente.valorRenda))],
    [t('profession'), notInformed(formatText(cliente.profissao?.nome))],
  ];

  return (
    <DataList size="sm" gap={6} labelWidth={200}>
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
