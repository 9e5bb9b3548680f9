/**
 * Renderer. A formatted amount or quota, in the tables' negative colour when
 * below zero. A missing value (null) is never negative: it shows as given
 * (the formatters write "—").
 */
import type { ReactNode } from 'react';
import { tableClasses } from '../../components/table/VirtualTable';

export function signed(value: number | null, text: string): ReactNode {
  return value !== null && value < 0 ? <span className={tableClasses.negative}>{text}</span> : text;
}
