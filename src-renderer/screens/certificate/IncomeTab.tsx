/** Renda (Op15 + Op19): the certificate's income processes and, for the one chosen, its beneficiaries. */
import { Button, Group, Stack, Table, Title } from '@mantine/core';
import type { ApiResult } from '../../../src-shared/contract';
import { formatDate, formatMoney, formatPercent, formatText } from '../../../src-shared/format/display';
import { defineMessages, useT } from '../../i18n/i18n';
import type { Query } from '../../ipc/use-ipc';
import { ExportMenu } from './ExportMenu';
import { EmptyText, LoadingBlock, QueryView } from './QueryView';

export type IncomeProcesses = ApiResult<'op15'>;
export type IncomeBeneficiaries = ApiResult<'op19'>;

const messages = defineMessages(
  {
    processes: 'Processos de renda',
    exportProcesses: 'Exportar processos',
    none: 'Este certificado não tem processos de renda.',
    process: 'Processo',
    status: 'Status',
    type: 'Tipo de renda',
    insured: 'Assistido',
    initial: 'Renda inicial',
    current: 'Renda atual',
    granted: 'Concessão',
    benefitStart: 'Início do benefício',
    nextPayment: 'Próximo pagamento',
    nextAdjustment: 'Próximo reajuste',
    cancelled: 'Cancelamento',
    actions: 'Ações',
    showBeneficiaries: 'Ver beneficiários',
    showBeneficiariesOf: 'Ver beneficiários do processo {n}',
    pick: 'Escolha um processo para ver os beneficiários.',
    beneficiariesOf: 'Beneficiários do processo {n}',
    beneficiaries: 'Beneficiários da renda',
    exportBeneficiaries: 'Exportar beneficiários',
    noBeneficiaries: 'Nenhum beneficiário neste processo.',
    name: 'Nome',
    relationship: 'Parentesco',
    birth: 'Data de nascimento',
    sex: 'Sexo',
    share: 'Participação (%)',
    total: 'Total',
  },
  {
    processes: 'Income processes',
    exportProcesses: 'Export processes',
    none: 'This certificate has no income processes.',
    process: 'Process',
    status: 'Status',
    type: 'Income type',
    insured: 'Beneficiary of the plan',
    initial: 'Initial income',
    current: 'Current income',
    granted: 'Granted on',
    benefitStart: 'Benefit start',
    nextPayment: 'Next payment',
    nextAdjustment: 'Next adjustment',
    cancelled: 'Cancelled on',
    actions: 'Actions',
    showBeneficiaries: 'Show beneficiaries',
    showBeneficiariesOf: 'Show beneficiaries of process {n}',
    pick: 'Choose a process to see its beneficiaries.',
    beneficiariesOf: 'Beneficiaries of process {n}',
    beneficiaries: 'Income beneficiaries',
    exportBeneficiaries: 'Export beneficiaries',
    noBeneficiaries: 'No beneficiaries in this process.',
    name: 'Name',
    relationship: 'Relationship',
    birth: 'Date of birth',
    sex: 'Sex',
    share: 'Share (%)',
    total: 'Total',
  },
);

export interface IncomeTabProps {
  cpf: string;
  certificate: string;
  processes: Query<IncomeProcesses>;
  selected: string | undefined;
  onSelect(process: string): void;
  beneficiaries: Query<IncomeBeneficiaries>;
}

export function IncomeTab({ cpf, certificate, processes, selected, onSelect, beneficiaries }: IncomeTabProps) {
  const t = useT(messages);
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
        <QueryView query={processes}>
          {(list) =>
            list.length === 0 ? (
              <EmptyText>{t('none')}</EmptyText>
            ) : (
              <Table.ScrollContainer minWidth={1500}>
                <Table striped withTableBorder highlightOnHover aria-labelledby="certificate-income-processes">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('actions')}</Table.Th>
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
                    {list.map((p) => {
                      const active = p.numeroProcessoRenda === selected;
                      return (
                        <Table.Tr key={p.numeroProcessoRenda} bg={active ? 'var(--mantine-primary-color-light)' : undefined}>
                          <Table.Td>
                            <Button
                              size="compact-sm"
                              variant={active ? 'filled' : 'light'}
                              aria-pressed={active}
                              aria-label={t('showBeneficiariesOf', { n: p.numeroProcessoRenda })}
                              onClick={() => onSelect(p.numeroProcessoRenda)}
                            >
                              {t('showBeneficiaries')}
                            </Button>
                          </Table.Td>
                          <Table.Td>{formatText(p.numeroProcessoRenda)}</Table.Td>
                          <Table.Td>{formatText(p.statusProcessoRenda)}</Table.Td>
                          <Table.Td>{formatText(p.tipoRenda)}</Table.Td>
                          <Table.Td>{formatText(p.assistido)}</Table.Td>
                          <Table.Td ta="right">{formatMoney(p.rendaInicial)}</Table.Td>
                          <Table.Td ta="right">{formatMoney(p.valorRendaAtual)}</Table.Td>
                          <Table.Td>{formatDate(p.dataConcessaoRenda)}</Table.Td>
                          <Table.Td>{formatDate(p.dataInicioBeneficio)}</Table.Td>
                          <Table.Td>{formatDate(p.dataProximoPagamento)}</Table.Td>
                          <Table.Td>{formatDate(p.dataProximoReajuste)}</Table.Td>
                          <Table.Td>{formatDate(p.dataCancelamento)}</Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryView>
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
            <QueryView query={beneficiaries} skeleton={<LoadingBlock lines={3} />}>
              {(list) =>
                list.length === 0 ? (
                  <EmptyText>{t('noBeneficiaries')}</EmptyText>
                ) : (
                  <Table.ScrollContainer minWidth={720}>
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
                          <Table.Tr key={`${b.identificacaoPessoaBenefciario}-${i}`}>
                            <Table.Td>{formatText(b.nome)}</Table.Td>
                            <Table.Td>{formatText(b.tipoRelacionamento)}</Table.Td>
                            <Table.Td>{formatDate(b.dataNascimento)}</Table.Td>
                            <Table.Td>{formatText(b.sexo)}</Table.Td>
                            <Table.Td ta="right">{formatPercent(b.percentualParticipacaoRenda)}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                      <Table.Tfoot>
                        <Table.Tr>
                          <Table.Th colSpan={4}>{t('total')}</Table.Th>
                          <Table.Th ta="right">{formatPercent(list.reduce((sum, b) => sum + b.percentualParticipacaoRenda, 0))}</Table.Th>
                        </Table.Tr>
                      </Table.Tfoot>
                    </Table>
                  </Table.ScrollContainer>
                )
              }
            </QueryView>
          </Stack>
        )
      ) : null}
    </Stack>
  );
}
