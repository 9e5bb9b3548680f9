/**
 * Renderer. "Exportar" of the portability requests: every page matching the
 * applied filters, in the format the employee picks (ExportMenu).
 */
import { ExportMenu } from '../../../components/ExportMenu';
import { useT } from '../../../i18n/i18n';
import { exportPortabilityMenuMessages as messages } from './messages';
import type { PortabilityQuery } from './portability-filter';

interface ExportPortabilityMenuProps {
  cpf: string;
  query: PortabilityQuery;
  /** Rows on screen (the file holds every page). */
  rows?: number;
}

export function ExportPortabilityMenu({ cpf, query, rows = 0 }: ExportPortabilityMenuProps) {
  const t = useT(messages);
  return (
    <ExportMenu
      label={t('export')}
      rows={rows}
      request={(format) => ({ kind: 'portability', format, path: { idcliente: cpf }, query })}
    />
  );
}
