/**
 * Renderer. The customer's addresses, written as on an envelope; a missing
 * number reads "S/N", other missing parts are left out or said missing.
 */
import { List, Text } from '@mantine/core';
import { EMPTY } from '../../../../src-shared/format/display';
import { countryName } from '../../../../src-shared/words/code-words';
import { useT } from '../../../i18n/i18n';
import { useAppStore } from '../../../state/store';
import { useNotInformedWords } from '../common/not-informed';
import { useCodeLabel } from '../common/use-code-label';
import type { Cliente } from '../customer-types';
import { CardList } from './CardList';
import { addressLines } from './contact-format';
import { addressListMessages as messages } from './messages';
import { CONTACT_KIND_LABELS } from './registration-labels';

export function AddressList({ cliente }: { cliente: Cliente }) {
  const t = useT(messages);
  const kind = useCodeLabel(CONTACT_KIND_LABELS);
  const notInformed = useNotInformedWords();
  const language = useAppStore((s) => s.language);
  const words = {
    noNumber: t('noNumber'),
    noStreet: t('noStreet'),
    noPlace: t('noPlace'),
    cep: t('cep'),
    notInformed,
    countryName: (code: string) => countryName(language, code),
  };

  return (
    <CardList title={t('title')} items={cliente.enderecos} none={t('none')}>
      {(a, index) => {
        const [street, place, postal] = addressLines(a, words);
        const kindText = kind(a.tipo);
        return (
          <List.Item key={a.id ?? `#${index}`}>
            {/* The kind is a caption: without it the address still reads whole. */}
            {kindText === EMPTY ? null : (
              <Text size="sm" c="dimmed">
                {kindText}
              </Text>
            )}
            <Text size="sm">{street}</Text>
            <Text size="sm">{place}</Text>
            <Text size="sm">{postal}</Text>
          </List.Item>
        );
      }}
    </CardList>
  );
}
