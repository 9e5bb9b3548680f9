/**
 * Renderer. A table that scrolls sideways below its minimum width (Mantine's Table.ScrollContainer), kept out of
 * the Tab order: Chromium makes a scrolling box without focusable content a Tab stop of its own, a stop that does
 * nothing for the employee (the rows are read, not acted on). A table with buttons in its rows is reached through
 * them, as before; the mouse and the wheel still scroll it.
 */
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

const OUT_OF_TAB_ORDER = { viewportProps: { tabIndex: -1 } } as const;

export function TableScroll({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={OUT_OF_TAB_ORDER}>
      {children}
    </Table.ScrollContainer>
  );
}
