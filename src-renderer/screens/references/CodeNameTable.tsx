/**
 * Renderer. A reference list as a table of code and name (adhesion benefits, company activities): how many were
 * found, said above it; a row per item, a missing code or name reading "—"; the words for none in a row of their own.
 */
import { Stack, Table, Text } from '@mantine/core';
import { formatText } from '../../../src-shared/format/display';

export interface CodeNameRow {
  /** The row's React key: its code, or its position when the service left the code out. */
  key: string | number;
  code: string | number | null;
  name: string | null;
}

interface CodeNameTableProps {
  /** The table's accessible name. */
  label: string;
  /** "12 benefícios": read out when it changes. */
  status: string;
  codeHeader: string;
  nameHeader: string;
  codeWidth: number;
  /** Codes that are numbers to read digit by digit (activities' 6201-5/00). */
  monospaceCode?: boolean;
  maw?: number;
  rows: readonly CodeNameRow[];
  none: string;
}

export function CodeNameTable({
  label,
  status,
  codeHeader,
  nameHeader,
  codeWidth,
  monospaceCode,
  maw,
  rows,
  none,
}: CodeNameTableProps) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {status}
      </Text>
      <Table aria-label={label} striped highlightOnHover maw={maw}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={codeWidth}>{codeHeader}</Table.Th>
            <Table.Th>{nameHeader}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td ff={monospaceCode ? 'monospace' : undefined}>{formatText(row.code)}</Table.Td>
              <Table.Td>{formatText(row.name)}</Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={2}>{none}</Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
