/**
 * Renderer. Canais de cobrança (Op13): how and when the certificate is
 * billed, and the bank accounts on file. A field the service left out reads
 * "—" (the drift note says which); no bank account listed reads as such.
 * A bank code shows with its bank's name (BankOfCode).
 */
import { Stack, Table, Title } from '@mantine/core';
import type { ApiResult } from '../../../src-shared/contract';
import { formatDate, formatMoney, formatText } from '../../../src-shared/format/display';
import { OperationView } from '../../data/OperationView';
import type { OperationQuery } from '../../data/use-operation';
import { PAYMENT_METHOD_WORDS, PERIODICITY_WORDS, wordForCode } from '../../../src-shared/words/code-words';
import { useT } from '../../i18n/i18n';
import { collectionTabMessages as messages } from './messages';
import { useAppStore } from '../../state/store';
import { BankOfCode } from './BankOfCode';
import { EmptyText, Fields } from './Fields';
import { TableScroll } from '../../components/TableScroll';

export type CollectionChannels = ApiResult<'op13'>;

export function CollectionTab({ query }: { query: OperationQuery<CollectionChannels> }) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  return (
    <OperationView query={query}>
      {(c) => (
        <Stack gap="lg">
          <Fields
            cols={4}
            items={[
              { label: t('bank'), value: <BankOfCode code={c.bancoArrecadacao} /> },
              { label: t('agreement'), value: formatText(c.numeroConvenioArrecadacao) },
              { label: t('bestDay'), value: formatText(c.melhorDia) },
              { label: t('nextDue'), value: formatDate(c.proximoVencimento) },
              { label: t('lastIssue'), value: formatDate(c.ultimaEmissao) },
              { label: t('paymentForm'), value: wordForCode(PAYMENT_METHOD_WORDS, language, c.formaCobranca) },
              { label: t('periodicity'), value: wordForCode(PERIODICITY_WORDS, language, c.periodicidadeCobranca) },
              { label: t('total'), value: formatMoney(c.valorTotalAtualContribuicao) },
            ]}
          />
          <Stack gap="xs">
            <Title order={4} id="certificate-bank-data">
              {t('bankData')}
            </Title>
            {c.dadosBancarios.length === 0 ? (
              <EmptyText>{t('noBankData')}</EmptyText>
            ) : (
              <TableScroll minWidth={560}>
                <Table striped withTableBorder aria-labelledby="certificate-bank-data">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('bankCode')}</Table.Th>
                      <Table.Th>{t('branch')}</Table.Th>
                      <Table.Th>{t('account')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {c.dadosBancarios.map((b, i) => (
                      <Table.Tr key={`${b.codigoBanco}-${b.codigoAgencia}-${b.codigoConta}-${i}`}>
                        <Table.Td>
                          <BankOfCode code={b.codigoBanco} serviceName={b.nomeBanco} />
                        </Table.Td>
                        <Table.Td>{formatText(b.codigoAgencia)}</Table.Td>
                        <Table.Td>{formatText(b.codigoConta)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            )}
          </Stack>
        </Stack>
      )}
    </OperationView>
  );
}
