/**
 * Renderer. The toolbar of a statement table (the movements, the balance): "Colunas" and "Exportar …" with the
 * printable statement. The file and the print are of the same statement, the one on screen when the employee
 * clicks (its path, filter and sort); the file adds its format.
 */
import { Group } from '@mantine/core';
import type { PrintRequest } from '../../../src-shared/ipc/inputs';
import { ExportMenu } from '../../components/ExportMenu';
import { ColumnsMenu, type ColumnsMenuProps } from './ColumnsMenu';
import type { ShownColumns } from './use-table-view';

export interface StatementToolbarProps {
  /** The table's accessible name. */
  table: string;
  /** Every column of the table, with its header. */
  columns: ColumnsMenuProps['columns'];
  shown: Omit<ShownColumns<unknown>, 'columns' | 'onWidthChange'>;
  /** The export button's text. */
  exportLabel: string;
  /** Rows the file will hold. */
  rows: number;
  disabled: boolean;
  /** The statement as shown now. */
  statement(): PrintRequest;
}

export function StatementToolbar({
  table,
  columns,
  shown,
  exportLabel,
  rows,
  disabled,
  statement,
}: StatementToolbarProps) {
  return (
    <Group gap="xs">
      <ColumnsMenu
        table={table}
        columns={columns}
        visible={shown.visible}
        chosen={shown.chosen}
        onChange={shown.choose}
      />
      <ExportMenu
        label={exportLabel}
        rows={rows}
        disabled={disabled}
        request={(format) => ({ ...statement(), format })}
        printRequest={statement}
      />
    </Group>
  );
}
