/**
 * Renderer. "Colunas": which columns a statement table shows. Each column is a checkbox item
 * of a menu (essential ones checked and locked); the first change turns the width's fitting into the employee's
 * own choice, kept for the session; "Ajustar à largura" gives the choice back to the width. Esc closes the menu
 * and the focus returns to the button.
 *
 * Memoized: its table's tab renders for every answer, the menu only when the columns or the choice change (D680).
 */
import { Button, Menu, Text } from '@mantine/core';
import { type ComponentPropsWithoutRef, forwardRef, memo } from 'react';
import { Glyph } from '../../components/Glyph';
import { useT } from '../../i18n/i18n';
import { columnsMenuMessages as messages } from './messages';
import type { FittedColumn } from '../../components/table/table-columns';

export interface ColumnsMenuProps {
  /** The table's accessible name, for the menu's. */
  table: string;
  columns: readonly (FittedColumn & { header: string })[];
  /** Ids shown now. */
  visible: ReadonlySet<string>;
  /** The employee chose the columns (not fitted to the width). */
  chosen: boolean;
  /** The new choice (optional columns to show), or undefined to fit to the width again. */
  onChange(columns: readonly string[] | undefined): void;
}

export const ColumnsMenu = memo(function ColumnsMenu({ table, columns, visible, chosen, onChange }: ColumnsMenuProps) {
  const t = useT(messages);
  const hidden = columns.filter((c) => !visible.has(c.id)).length;
  // The menu opens on its first column that can change (WAI-ARIA menu button): not on Mantine's placeholder, a
  // child a menu may not have (axe: aria-required-children), and not on a locked one, which cannot take the focus.
  const firstChangeable = columns.find((c) => !c.essential)?.id;

  function toggle(id: string) {
    const next = columns
      .filter((c) => !c.essential && (c.id === id ? !visible.has(id) : visible.has(c.id)))
      .map((c) => c.id);
    onChange(next);
  }

  return (
    <Menu position="bottom-end" closeOnItemClick={false} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="default" size="sm" aria-label={t('columnsOf', { table })}>
          {t('columns')}
          {hidden > 0 ? (
            <Text span size="xs" c="dimmed" ml={6}>
              ({hidden === 1 ? t('hiddenOne') : t('hidden', { n: hidden })})
            </Text>
          ) : null}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('columnsOf', { table })}>
        {columns.map((column) => {
          const shown = visible.has(column.id);
          return (
            <Menu.Item
              key={column.id}
              component={CheckboxMenuItemButton}
              aria-checked={shown}
              disabled={column.essential}
              data-autofocus={column.id === firstChangeable || undefined}
              leftSection={<Check shown={shown} />}
              rightSection={
                column.essential ? (
                  <Text span size="xs" c="dimmed">
                    {t('always')}
                  </Text>
                ) : null
              }
              onClick={() => toggle(column.id)}
            >
              {column.header}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        {chosen ? (
          <Menu.Item onClick={() => onChange(undefined)}>{t('fit')}</Menu.Item>
        ) : (
          <Menu.Label>{t('fitted')}</Menu.Label>
        )}
      </Menu.Dropdown>
    </Menu>
  );
});

/**
 * Mantine's Menu.Item always says role="menuitem", on which aria-checked is not allowed (axe: aria-allowed-attr):
 * its element says menuitemcheckbox, so a screen reader hears each column as checked or not.
 */
const CheckboxMenuItemButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function CheckboxMenuItemButton(props, ref) {
    return <button {...props} ref={ref} role="menuitemcheckbox" />;
  },
);

/** A check mark, or its room: the labels stay aligned. */
function Check({ shown }: { shown: boolean }) {
  return (
    <Glyph size={14} weight={3}>
      {shown ? <path d="M5 12l5 5L20 7" /> : null}
    </Glyph>
  );
}
