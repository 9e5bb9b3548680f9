/**
 * Renderer. Renda (Op15 + Op19): the certificate's income processes and, for
 * the one chosen, its beneficiaries.
 *
 * Missing data: a missing field reads "—"; a process without its number is
 * listed, but its beneficiaries cannot be asked for (the button is disabled
 * and says why); the total share adds the shares given and says how many
 * beneficiaries had none; each list shows the drift note when the service
 * left fields out.
 *
 * Narrow screens: the processes' eleven columns fit a
 * 1366 px screen with the menu open — the process number is itself the
 * button that shows its beneficiaries (no separate "Ações" column), cells
 * are tighter, dates and amounts never wrap, names and types do.
 */
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ApiResult } from '../../../src-shared/contract';
import { formatDate, formatMoney, formatPercent, formatText } from '../../../src-shared/format/display';
import { isMissingNumber, isMissingText } from '../../../src-shared/statements/missing';
import { LoadingBlock, OperationView } from '../../data/OperationView';
import type { OperationQuery } from '../../data/use-operation';
import {
  INCOME_TYPE_WORDS,
  RELATIONSHIP_WORDS,
  SEX_WORDS,
  STATUS_WORDS,
  wordForCode,
} from '../../../src-shared/words/code-words';
import { useT } from '../../i18n/i18n';
import { incomeTabMessages as messages } from './messages';
import { useAppStore } from '../../state/store';
import { ExportMenu } from '../../components/ExportMenu';
import { EmptyText } from './Fields';
import { TableScroll } from '../../components/TableScroll';
import { useCount } from '../../i18n/count';

export type IncomeProcesses = ApiResult<'op15'>;
export type IncomeBeneficiaries = ApiResult<'op19'>;
type IncomeProcess = IncomeProcesses[number];

/** The number to ask a process's beneficiaries by; undefined when the service did not give it. */
export function processNumberOf(process: IncomeProcess | undefined): string | undefined {
  const n = process?.numeroProcessoRenda;
  return n === null || n === undefined || isMissingText(n) ? undefined : n;
}

/** The shares given, added, and how many beneficiaries had none. */
function shareTotal(list: IncomeBeneficiaries): { sum: number; missing: number } {
  let sum = 0;
  let missing = 0;
  for (const b of list) {
    const share = b.percentualParticipacaoRenda;
    if (share === null || isMissingNumber(share)) missing++;
    else sum += share;
  }
  return { sum, missing };
}

/** Below this the processes scroll sideways: the least width of their columns (a 1366 px screen has about 1,080). */
const PROCESSES_MIN_WIDTH = 960;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export interface IncomeTabProps {
  cpf: string;
  certificate: string;
  processes: OperationQuery<IncomeProcesses>;
  selected: string | undefined;
  onSelect(process: string): void;
  beneficiaries: OperationQuery<IncomeBeneficiaries>;
}

export function IncomeTab({ cpf, certificate, processes, selected, onSelect, beneficiaries }: IncomeTabProps) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const path = { idcliente: cpf, idcertificado: certificate };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={4} id="certificate-income-processes">
            {t('processes')}
          </Title>
          <ExportMenu
            label={t('exportProcesses')}
            rows={processes.data?.length ?? 0}
            disabled={!processes.data || processes.data.length === 0}
            request={(format) => ({ kind: 'income', format, path })}
          />
        </Group>
        <OperationView query={processes}>
          {(list) =>
            list.length === 0 ? (
              <EmptyText>{t('none')}</EmptyText>
            ) : (
              <TableScroll minWidth={PROCESSES_MIN_WIDTH}>
                <Table
                  striped
                  withTableBorder
                  highlightOnHover
                  horizontalSpacing={8}
                  aria-labelledby="certificate-income-processes"
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('process')}</Table.Th>
                      <Table.Th>{t('status')}</Table.Th>
                      <Table.Th>{t('type')}</Table.Th>
                      <Table.Th>{t('insured')}</Table.Th>
                      <Table.Th ta="right">{t('initial')}</Table.Th>
                      <Table.Th ta="right">{t('current')}</Table.Th>
                      <Table.Th>{t('granted')}</Table.Th>
                      <Table.Th>{t('benefitStart')}</Table.Th>
                      <Table.Th>{t('nextPayment')}</Table.Th>
                      <Table.Th>{t('nextAdjustment')}</Table.Th>
                      <Table.Th>{t('cancelled')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.map((p, i) => {
                      const number = processNumberOf(p);
                      const active = number !== undefined && number === selected;
                      return (
                        <Table.Tr
                          key={number ?? `#${i}`}
                          bg={active ? 'var(--mantine-primary-color-light)' : undefined}
                        >
                          <Table.Td>
                            {number !== undefined ? (
                              <Button
                                size="compact-sm"
                                variant={active ? 'filled' : 'light'}
                                aria-pressed={active}
                                aria-label={t('showBeneficiariesOf', { n: number })}
                                title={t('showBeneficiaries')}
                                onClick={() => onSelect(number)}
                                ff="monospace"
                              >
                                {number}
                              </Button>
                            ) : (
                              <Stack gap={2} align="flex-start">
                                <Text size="sm">{formatText(p.numeroProcessoRenda)}</Text>
                                <Text size="xs" c="dimmed" maw={160}>
                                  {t('noNumber')}
                                </Text>
                              </Stack>
                            )}
                          </Table.Td>
                          <Table.Td>{wordForCode(STATUS_WORDS, language, p.statusProcessoRenda)}</Table.Td>
                          <Table.Td>{wordForCode(INCOME_TYPE_WORDS, language, p.tipoRenda)}</Table.Td>
                          <Table.Td>{formatText(p.assistido)}</Table.Td>
                          <Table.Td ta="right" style={NO_WRAP}>
                            {formatMoney(p.rendaInicial)}
                          </Table.Td>
                          <Table.Td ta="right" style={NO_WRAP}>
                            {formatMoney(p.valorRendaAtual)}
                          </Table.Td>
                          <Table.Td style={NO_WRAP}>{formatDate(p.dataConcessaoRenda)}</Table.Td>
                          <Table.Td style={NO_WRAP}>{formatDate(p.dataInicioBeneficio)}</Table.Td>
                          <Table.Td style={NO_WRAP}>{formatDate(p.dataProximoPagamento)}</Table.Td>
                          <Table.Td style={NO_WRAP}>{formatDate(p.dataProximoReajuste)}</Table.Td>
                          <Table.Td style={NO_WRAP}>{formatDate(p.dataCancelamento)}</Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            )
          }
        </OperationView>
      </Stack>

      {processes.data && processes.data.length > 0 ? (
        selected === undefined ? (
          <EmptyText>{t('pick')}</EmptyText>
        ) : (
          <Stack gap="xs">
            <Group justify="space-between" align="flex-end" wrap="wrap">
              <Title order={4}>{t('beneficiariesOf', { n: selected })}</Title>
              <ExportMenu
                label={t('exportBeneficiaries')}
                rows={beneficiaries.data?.length ?? 0}
                disabled={!beneficiaries.data || beneficiaries.data.length === 0}
                request={(format) => ({ kind: 'beneficiaries', format, path: { ...path, idprocessorenda: selected } })}
              />
            </Group>
            <OperationView query={beneficiaries} skeleton={<LoadingBlock lines={3} />}>
              {(list) =>
                list.length === 0 ? (
                  <EmptyText>{t('noBeneficiaries')}</EmptyText>
                ) : (
                  <TableScroll minWidth={720}>
                    <Table striped withTableBorder aria-label={t('beneficiaries')}>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('name')}</Table.Th>
                          <Table.Th>{t('relationship')}</Table.Th>
                          <Table.Th>{t('birth')}</Table.Th>
                          <Table.Th>{t('sex')}</Table.Th>
                          <Table.Th ta="right">{t('share')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {list.map((b, i) => (
                          <Table.Tr key={`${b.identificacaoPessoaBenefciario ?? ''}-${i}`}>
                            <Table.Td>{formatText(b.nome)}</Table.Td>
                            <Table.Td>{wordForCode(RELATIONSHIP_WORDS, language, b.tipoRelacionamento)}</Table.Td>
                            <Table.Td>{formatDate(b.dataNascimento)}</Table.Td>
                            <Table.Td>{wordForCode(SEX_WORDS, language, b.sexo)}</Table.Td>
                            <Table.Td ta="right">{formatPercent(b.percentualParticipacaoRenda)}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                      <Table.Tfoot>
                        <Table.Tr>
                          <Table.Th colSpan={4}>{t('total')}</Table.Th>
                          <Table.Th ta="right">
                            <ShareTotal list={list} />
                          </Table.Th>
                        </Table.Tr>
                      </Table.Tfoot>
                    </Table>
                  </TableScroll>
                )
              }
            </OperationView>
          </Stack>
        )
      ) : null}
    </Stack>
  );
}

/** The total share, and how many beneficiaries it left out for having none. */
function ShareTotal({ list }: { list: IncomeBeneficiaries }) {
  const t = useT(messages);
  const countText = useCount();
  const { sum, missing } = shareTotal(list);
  return (
    <>
      {/* No share given at all: nothing was added, so no total either. */}
      {formatPercent(missing === list.length ? null : sum)}
      {missing > 0 ? (
        <Text span size="xs" c="dimmed" fw={400}>
          {' '}
          {missing === 1 ? t('shareMissingOne') : t('shareMissing', { n: countText(missing) })}
        </Text>
      ) : null}
    </>
  );
}
