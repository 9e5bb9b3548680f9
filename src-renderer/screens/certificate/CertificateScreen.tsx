/**
 * Renderer. A pension certificate: header with the customer and the actions,
 * and five tabs, each loading its data the first time it is opened (Op12
 * movements kept in the main process and shown in windows, use-kept-movements.ts;
 * through useOperation: Op13 collection channels, Op14/Op16 balance
 * and profitability of the chosen coverage and fund, Op15/Op19 income
 * processes and beneficiaries, Op21 financial responsible). A write for this
 * customer (a contribution) reloads what is loaded.
 *
 * Only the active tab is in the DOM (keepMounted={false}: the movements
 * table's row budget holds for the whole page). What a tab has loaded, and
 * what the employee set in it (filters, scroll, chosen fund or income
 * process), lives here, so switching tabs neither reloads nor forgets; the
 * tables' sort and columns live in the store for the whole session.
 */
import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { formatCpf, maskCpf } from '../../../src-shared/cpf';
import { useScreenTitleFocus } from '../../components/screen-title-focus';
import { useOperation } from '../../data/use-operation';
import { useT } from '../../i18n/i18n';
import { certificateScreenMessages as messages } from './messages';
import { useAppStore } from '../../state/store';
import { useWriteDialogs } from '../../writes/write-dialogs';
import { WriteActionButton } from '../../writes/access/WriteActionButton';
import { BalanceTab } from './BalanceTab';
import { CollectionTab } from './CollectionTab';
import { IncomeTab, processNumberOf } from './IncomeTab';
import { MOVEMENT_SORT_COLUMNS, type MovementFilters, NEWEST_FIRST, NO_MOVEMENT_FILTERS } from './movement-state';
import { MOVEMENTS_LOAD_START, MovementsTab } from './MovementsTab';
import { ResponsibleTab } from './ResponsibleTab';
import { useFundChoice } from './use-fund-choice';
import { useKeptMovements } from './use-kept-movements';
import { useRememberedSort } from './use-table-view';

/** Values of `route.tab` this screen understands. */
export const CERTIFICATE_TABS = ['movimentacoes', 'cobranca', 'saldo', 'renda', 'responsavel'] as const;
export type CertificateTab = (typeof CERTIFICATE_TABS)[number];

const TAB_LABELS: Record<CertificateTab, 'movements' | 'collection' | 'balance' | 'income' | 'responsible'> = {
  movimentacoes: 'movements',
  cobranca: 'collection',
  saldo: 'balance',
  renda: 'income',
  responsavel: 'responsible',
};

const asTab = (value: string | undefined): CertificateTab =>
  (CERTIFICATE_TABS as readonly string[]).includes(value ?? '') ? (value as CertificateTab) : 'movimentacoes';

export default function CertificateScreen() {
  const t = useT(messages);
  const route = useAppStore((s) => s.route);
  if (route.screen !== 'certificate') return <Text c="dimmed">{t('noCertificate')}</Text>;
  // Another certificate starts from scratch: nothing of the previous one is kept.
  return (
    <CertificateView
      key={`${route.cpf}/${route.certificate}`}
      cpf={route.cpf}
      certificate={route.certificate}
      tab={asTab(route.tab)}
    />
  );
}

function CertificateView({ cpf, certificate, tab }: { cpf: string; certificate: string; tab: CertificateTab }) {
  const t = useT(messages);
  const titleFocus = useScreenTitleFocus<HTMLHeadingElement>();
  const navigate = useAppStore((s) => s.navigate);
  const customerName = useAppStore((s) => s.recentCustomers.find((c) => c.cpf === cpf)?.name);
  // Revealed on the card, the CPF shows in full here too: as the statements exported from here carry it (D181).
  const cpfRevealed = useAppStore((s) => s.revealedCpfs.includes(cpf));

  // Tabs opened so far (the current one always counts): each loads on its first opening, then stays loaded.
  const [opened, setOpened] = useState<ReadonlySet<CertificateTab>>(() => new Set([tab]));
  // The route may name another tab from outside (a link to this certificate): it counts as opened too.
  if (!opened.has(tab)) setOpened(new Set([...opened, tab]));
  const isOpen = (which: CertificateTab) => tab === which || opened.has(which);
  const path = { idcliente: cpf, idcertificado: certificate };

  function selectTab(value: string | null) {
    const next = asTab(value ?? undefined);
    navigate({ screen: 'certificate', cpf, certificate, tab: next });
  }

  // Movements feed their tab, the coverage/fund choices of the balance tab and the funds of a contribution.
  const wantMovements = isOpen('movimentacoes') || isOpen('saldo');
  const [movementFilters, setMovementFilters] = useState<MovementFilters>(NO_MOVEMENT_FILTERS);
  // Newest first, or the sort the employee last chose for this table (kept across certificates for the session).
  const [movementSort, setMovementSort] = useRememberedSort('movements', NEWEST_FIRST, MOVEMENT_SORT_COLUMNS);
  const movementsUi = useMemo(() => ({ ...movementFilters, sort: movementSort }), [movementFilters, movementSort]);
  // The movements stay in the main process: the table asks for windows, the totals and facets come apart (D140).
  const kept = useKeptMovements(wantMovements ? path : undefined, movementsUi);
  const movements = kept.query;
  const movementView = kept.view;
  // The benchmark measures load → interactive: mark each load as it starts (a reload after a write too).
  useEffect(() => {
    if (movements.loading) performance.mark(MOVEMENTS_LOAD_START);
  }, [movements.loading]);
  const pairs = kept.summary?.pairs;
  // The balance tab's funds come with the summary: its failure (asked again alone), else the opening's (no list at all).
  const pairsQuery = kept.summaryError
    ? { error: kept.summaryError, retry: kept.retrySummary }
    : {
        error: movements.data ? undefined : movements.error,
        retry: movements.error?.retryable ? movements.reload : undefined,
      };
  const movementsScroll = useRef(0);

  const channels = useOperation('op13', isOpen('cobranca') ? { path } : undefined);

  // Balance: the pair chosen, else the first one the movements name.
  const fundChoice = useFundChoice(isOpen('saldo') ? path : undefined, pairs);

  const processes = useOperation('op15', isOpen('renda') ? { path } : undefined);
  const [chosenProcess, setChosenProcess] = useState<string>();
  // A single process is chosen for the employee, when it has a number to ask its beneficiaries by.
  const onlyProcess = processes.data?.length === 1 ? processNumberOf(processes.data[0]) : undefined;
  const process = chosenProcess ?? onlyProcess;
  const beneficiaries = useOperation(
    'op19',
    isOpen('renda') && process !== undefined ? { path: { ...path, idprocessorenda: process } } : undefined,
  );

  const responsible = useOperation('op21', isOpen('responsavel') ? { path } : undefined);

  async function openContribution() {
    // A click before the summary arrived: asked for now (funds the service did not name are not offered).
    const facets = movementView.facets ?? (await kept.fetchSummary())?.facets;
    useWriteDialogs.getState().openDialog({ kind: 'contribution', cpf, certificate, funds: facets?.fundos ?? [] });
  }

  const ofCertificate = { cpf, certificate };
  // Elements, not renders: only the open tab's panel is mounted (keepMounted={false}).
  const panels: Record<CertificateTab, ReactNode> = {
    movimentacoes: (
      <MovementsTab
        {...ofCertificate}
        query={movements}
        view={movementView}
        ui={movementsUi}
        setFilters={setMovementFilters}
        onSort={setMovementSort}
        scrollOffsetRef={movementsScroll}
      />
    ),
    cobranca: <CollectionTab query={channels} />,
    saldo: (
      <BalanceTab
        {...ofCertificate}
        pairs={pairs}
        unpaired={kept.summary?.missingInAll.semPar ?? 0}
        pairsQuery={pairsQuery}
        {...fundChoice}
      />
    ),
    renda: (
      <IncomeTab
        {...ofCertificate}
        processes={processes}
        selected={process}
        onSelect={setChosenProcess}
        beneficiaries={beneficiaries}
      />
    ),
    responsavel: <ResponsibleTab query={responsible} />,
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} {...titleFocus}>
            {t('title', { n: certificate })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('customer')}: {customerName ? `${customerName} · ` : ''}
            <Text span ff="monospace" inherit>
              {cpfRevealed ? formatCpf(cpf) : maskCpf(cpf)}
            </Text>
          </Text>
        </Stack>
        <Group gap="sm">
          <Button variant="default" onClick={() => navigate({ screen: 'customer', cpf })}>
            {t('back')}
          </Button>
          <WriteActionButton onClick={() => void openContribution()}>{t('contribution')}</WriteActionButton>
        </Group>
      </Group>

      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List aria-label={t('sections')}>
          {CERTIFICATE_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(TAB_LABELS[value])}
            </Tabs.Tab>
          ))}
        </Tabs.List>

        {CERTIFICATE_TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {panels[value]}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
