/**
 * Renderer. "Exportar" of the portability requests: every page matching the
 * applied filters, in the format the employee picks (ExportMenu).
 */
import { ExportMenu } from '../../../components/ExportMenu';
import { defineMessages, useT } from '../../../i18n/i18n';
import type { PortabilityQuery } from './portability-filter';

const messages = defineMessages({ export: 'Exportar' }, { export: 'Export' });

interface ExportPortabilityMenuProps {
  cpf: string;
  query: PortabilityQuery;
  /** Rows on screen (the file holds every page). */
  rows?: number;
}

export function ExportPortabilityMenu({ cpf, query, rows = 0 }: ExportPortabilityMenuProps) {
  const t = useT(messages);
  return <ExportMenu label={t('export')} rows={rows} request={(format) => ({ kind: 'portability', format, path: { idcliente: cpf }, query })} />;
}
