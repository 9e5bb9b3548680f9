/**
 * Renderer. The detail of ONE movement (Op12 row): every field the service
 * sent, labeled, in the employee's language — what the table has no room
 * for (nominal value, original date, account, identification, contribution
 * type, code). Opened from the movement's description in the table, which is
 * a button: a click, or Tab to it and Enter/Space. Esc or "Fechar" closes it
 * and the focus goes back to that button (Mantine's Modal returns it).
 *
 * It takes the row as the table has it (the `Movement` type) and nothing
 * else, so it does not care where the rows come from. The table's cells
 * cannot hold state (they are module constants, memoized), so the button and
 * the dialog meet in a tiny store; the host is rendered once by the tab.
 */
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { create } from 'zustand';
import { formatDate, formatMoney, formatQuota, formatText } from '../../../src-shared/format/display';
import type { Movement } from '../../../src-shared/statements/movement-view';
import {
  ACCOUNT_WORDS,
  CONTRIBUTION_TYPE_WORDS,
  MOVEMENT_STATUS_WORDS,
  MOVEMENT_TYPE_WORDS,
  wordForCode,
} from '../../../src-shared/words/code-words';
import { type Dictionary, useT } from '../../i18n/i18n';
import { movementDetailMessages as messages } from './messages';
import { useAppStore } from '../../state/store';
import { useNotInformed } from '../customer/common/not-informed';
import classes from './MovementDetail.module.css';
import { Fields } from './Fields';

interface DetailState {
  movement: Movement | undefined;
  open(movement: Movement): void;
  close(): void;
}

const useMovementDetail = create<DetailState>((set) => ({
  movement: undefined,
  open: (movement) => set({ movement }),
  close: () => set({ movement: undefined }),
}));

/** The description cell: the text, as a button that opens the detail. */
export function MovementDetailButton({ movement }: { movement: Movement }) {
  const t = useT(messages);
  const open = useMovementDetail((s) => s.open);
  const id = movement.indentificacaoMovimento?.trim();
  return (
    <button
      type="button"
      className={classes.opener}
      onClick={() => open(movement)}
      aria-label={`${formatText(movement.descricaoMovimento)} — ${id ? t('open', { id }) : t('openNoId', { date: formatDate(movement.dataMovimento) })}`}
    >
      {formatText(movement.descricaoMovimento)}
    </button>
  );
}

/** "01 – Conta do participante": the account's code and name, either alone when the other is missing. */
function accountText(
  code: string | null | undefined,
  name: string | null | undefined,
  words: (name: string | null | undefined) => string,
): string {
  const c = formatText(code);
  const n = name === null || name === undefined || name.trim() === '' ? '' : words(name);
  if (c === '—') return n === '' ? '—' : n;
  return n === '' ? c : `${c} – ${n}`;
}

/** The detail of one movement; `onClose` when the employee closes it. */
export function MovementDetail({ movement, onClose }: { movement: Movement; onClose(): void }) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  const given = useNotInformed();
  const word = (words: Dictionary<string>, code: string | null | undefined) => wordForCode(words, language, code);
  const pending = movement.statusMovimento?.trim().toUpperCase() === 'PENDENTE';
  const items = [
    { label: t('date'), value: given(formatDate(movement.dataMovimento)) },
    { label: t('originalDate'), value: given(formatDate(movement.dataOriginal)) },
    { label: t('type'), value: given(word(MOVEMENT_TYPE_WORDS, movement.tipoMovimento)) },
    { label: t('contributionType'), value: given(word(CONTRIBUTION_TYPE_WORDS, movement.tipoContribuicao)) },
    { label: t('status'), value: given(word(MOVEMENT_STATUS_WORDS, movement.statusMovimento)) },
    { label: t('code'), value: given(formatText(movement.codigoMovimento)) },
    { label: t('value'), value: given(formatMoney(movement.valorMovimento)) },
    { label: t('nominal'), value: given(formatMoney(movement.valorNominal)) },
    { label: t('quotas'), value: given(formatQuota(movement.quantidadeCotasMovimento)) },
    { label: t('quotaBalance'), value: given(formatQuota(movement.saldoMovimentoCota)) },
    { label: t('fund'), value: given(formatText(movement.codigoFundo)) },
    { label: t('coverage'), value: given(formatText(movement.tipoCobertura)) },
    {
      label: t('account'),
      value: given(accountText(movement.codigoTipoConta, movement.descricaoNomeConta, (n) => word(ACCOUNT_WORDS, n))),
    },
    { label: t('identification'), value: given(formatText(movement.indentificacaoMovimento)) },
    { label: t('certificate'), value: given(formatText(movement.numeroCertificado)) },
  ];
  return (
    <Modal opened onClose={onClose} title={t('title')} size="lg" centered>
      <Stack gap="md">
        <Group gap="xs" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {given(formatText(movement.descricaoMovimento))}
          </Text>
          {pending ? (
            <Badge color="orange" variant="light" tt="none">
              {word(MOVEMENT_STATUS_WORDS, movement.statusMovimento)}
            </Badge>
          ) : null}
        </Group>
        {pending ? (
          <Text size="sm" c="dimmed">
            {t('pending')}
          </Text>
        ) : null}
        <Fields items={items} cols={3} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Renders the detail the table's buttons asked for; closes when the tab goes away. */
export function MovementDetailHost() {
  const movement = useMovementDetail((s) => s.movement);
  const close = useMovementDetail((s) => s.close);
  // Leaving the tab or the certificate: nothing stays open for the next one.
  useEffect(() => close, [close]);
  if (!movement) return null;
  return <MovementDetail movement={movement} onClose={close} />;
}
