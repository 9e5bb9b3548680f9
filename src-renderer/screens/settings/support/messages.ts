/** Renderer. Texts of Settings' "Suporte" section, pt-BR first and English second. */
import { defineMessages } from '../../../i18n/i18n';

export const supportSectionMessages = defineMessages(
  {
    title: 'Suporte',
    policyOk: 'Algumas configurações desta máquina são definidas pela TI ({path}).',
    policyBroken:
      'O arquivo de política da TI ({path}) tem um erro. Até que seja corrigido, vale o mais restritivo: nenhuma configuração pode ser alterada, não há atualizações e o sandbox fica oculto. Erro: {problem}',
    policyBrokenTitle: 'Política da TI com erro',
    logLevel: 'Nível de log',
    lockedByIt: 'Definido pela TI',
    logsAt: 'Logs em {dir}',
    openLogs: 'Abrir pasta de logs',
    copyDiagnostics: 'Copiar diagnóstico',
    copied: 'Diagnóstico copiado: cole-o no chamado de suporte. CPFs aparecem mascarados.',
    updates: 'Atualizações',
    updateOff: 'Desativadas: {reason}',
    updateIdle: 'Versão {version} em uso; nenhuma atualização pendente.',
    updateChecking: 'Procurando atualizações…',
    updateDownloading: 'Baixando a versão {next} em segundo plano…',
    updateReady: 'A versão {next} está pronta.',
    updateError: 'A última verificação falhou ({error}); nova tentativa amanhã.',
    restart: 'Reiniciar para atualizar',
    crashDumps: 'Relatórios de falha (locais, não enviados): {dir}',
    debug: 'Detalhado (debug)',
    info: 'Normal (info)',
    warn: 'Avisos (warn)',
    error: 'Só erros (error)',
  },
  {
    title: 'Support',
    policyOk: 'Some settings on this machine are set by IT ({path}).',
    policyBroken:
      'The IT policy file ({path}) has an error. Until it is fixed, the most restrictive state holds: no setting can be changed, there are no updates and the sandbox stays hidden. Error: {problem}',
    policyBrokenTitle: 'IT policy has an error',
    logLevel: 'Log level',
    lockedByIt: 'Set by IT',
    logsAt: 'Logs in {dir}',
    openLogs: 'Open logs folder',
    copyDiagnostics: 'Copy diagnostics',
    copied: 'Diagnostics copied: paste them into the support ticket. CPFs appear masked.',
    updates: 'Updates',
    updateOff: 'Off: {reason}',
    updateIdle: 'Version {version} in use; no update pending.',
    updateChecking: 'Checking for updates…',
    updateDownloading: 'Downloading version {next} in the background…',
    updateReady: 'Version {next} is ready.',
    updateError: 'The last check failed ({error}); trying again tomorrow.',
    restart: 'Restart to update',
    crashDumps: 'Crash reports (local, never sent): {dir}',
    debug: 'Detailed (debug)',
    info: 'Normal (info)',
    warn: 'Warnings (warn)',
    error: 'Errors only (error)',
  },
);

/** Under a field the IT policy fixes (policy-lock.ts). */
export const policyLockMessages = defineMessages({ locked: 'Definido pela TI' }, { locked: 'Set by IT' });
