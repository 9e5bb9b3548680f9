/**
 * Renderer. "Copiar para a equipe da API": the diagnostics as plain text on
 * the clipboard (./drift-report.ts), with Mantine's CopyButton as the app
 * copies protocols; the button says "Copiado" once the text is there.
 */
import { Button, CopyButton } from '@mantine/core';
import type { ContractDriftView } from '../../../../src-shared/ipc/views';
import { useT } from '../../../i18n/i18n';
import { useAppStore } from '../../../state/store';
import { CheckIcon, CopyIcon } from '../../../writes/CopyIcons';
import { driftReportText } from './drift-report';
import { copyDriftReportMessages as messages } from './messages';

export function CopyDriftReport({ view }: { view: ContractDriftView }) {
  const t = useT(messages);
  const language = useAppStore((s) => s.language);
  return (
    <CopyButton value={driftReportText(view, language)} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          size="xs"
          variant={copied ? 'filled' : 'light'}
          color={copied ? 'teal' : undefined}
          leftSection={copied ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
          onClick={copy}
        >
          {copied ? t('copied') : t('copy')}
        </Button>
      )}
    </CopyButton>
  );
}
