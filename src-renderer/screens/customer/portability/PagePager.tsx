/**
 * Server-side paging without a total: Op9 answers a bare array (D8), so the
 * next page is offered while the current one came back full.
 */
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useT } from '../../../i18n/i18n';
import { pagePagerMessages as messages } from './messages';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

interface PagePagerProps {
  page: number;
  pageSize: number;
  hasNext: boolean;
  busy: boolean;
  onPage(page: number): void;
  onPageSize(size: number): void;
}

export function PagePager({ page, pageSize, hasNext, busy, onPage, onPageSize }: PagePagerProps) {
  const t = useT(messages);
  return (
    <Group component="nav" aria-label={t('nav')} justify="space-between" align="flex-end" wrap="wrap">
      <NativeSelect
        label={t('pageSize')}
        data={PAGE_SIZES.map(String)}
        value={String(pageSize)}
        onChange={(e) => onPageSize(Number(e.currentTarget.value))}
        w={150}
      />
      <Group gap="sm">
        <Button variant="default" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
          {t('previous')}
        </Button>
        <Text size="sm" aria-live="polite" miw={70} ta="center">
          {t('page', { page })}
        </Text>
        <Button variant="default" disabled={busy || !hasNext} onClick={() => onPage(page + 1)}>
          {t('next')}
        </Button>
      </Group>
    </Group>
  );
}
