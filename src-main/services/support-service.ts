/**
 * Main process. The "Suporte" section of Settings (D132–D136): log level, the
 * logs folder, the diagnostics for a support ticket, the IT policy's state,
 * updates, and the place to come back to after a renderer crash.
 */
import { arch, release } from 'node:os';
import type { ContractDriftView } from '../../src-shared/ipc/views';
import type { LogLevel } from '../../src-shared/settings-schema';
import type {
  DiagnosticsCopy,
  RecoveryNoticeView,
  RendererPlace,
  SupportView,
} from '../../src-shared/support/support-ipc';
import type { RendererRecovery } from '../crash/renderer-recovery';
import { AppError } from '../errors';
import type { SubscriptionKeyVault } from '../keychain/subscription-key-vault';
import type { AppLog } from '../logging/app-log';
import { policyView } from '../policy/it-policy';
import type { ClipboardPort, MainPorts, ShellPort, UpdatesPort } from '../ports';
import type { SettingsStore } from '../settings/settings-store';
import { diagnosticsReport } from '../support/diagnostics-report';
import type { EnvironmentService } from './environment-service';
import { words } from '../../src-shared/words/error-codes';

/** How many log lines go into the diagnostics. */
const DIAGNOSTIC_LOG_LINES = 200;

export interface SupportDeps {
  settings: SettingsStore;
  logs: AppLog;
  environments: EnvironmentService;
  vault: SubscriptionKeyVault;
  drift: (environment: ContractDriftView['environment']) => ContractDriftView;
  updates: UpdatesPort;
  recovery: RendererRecovery;
  writesInFlight: () => number;
  ports: Pick<MainPorts, 'app' | 'clock'> & { shell: ShellPort; clipboard: ClipboardPort };
  crashDumpsDir?: string;
}

export class SupportService {
  constructor(private readonly deps: SupportDeps) {}

  status(): SupportView {
    const { settings, logs } = this.deps;
    return {
      logLevel: settings.current.logLevel,
      logLevelLocked: policyView(settings.policy).locked.includes('logLevel'),
      logsDir: logs.dir,
      policy: policyView(settings.policy),
      update: this.deps.updates.view(),
      ...(this.deps.crashDumpsDir ? { crashDumpsDir: this.deps.crashDumpsDir } : {}),
    };
  }

  /** Through the settings (the policy may refuse it); the log follows every settings change (main-services.ts). */
  setLogLevel(level: LogLevel): SupportView {
    this.deps.settings.update({ logLevel: level });
    return this.status();
  }

  async openLogsFolder(): Promise<null> {
    const problem = await this.deps.ports.shell.openPath(this.deps.logs.dir);
    if (problem)
      throw new AppError('internal', words('support.logsFolderFailed', { dir: this.deps.logs.dir, problem }));
    return null;
  }

  async copyDiagnostics(): Promise<DiagnosticsCopy> {
    const { settings, environments, vault, ports } = this.deps;
    const current = settings.current;
    const active = current.activeEnvironment;
    const status = await vault.status(active, environments.keyBinding(active));
    const text = diagnosticsReport({
      now: ports.clock(),
      app: { name: ports.app.name, version: ports.app.version },
      os: { platform: ports.app.platform, release: release(), arch: arch() },
      runtime: {
        node: process.versions.node,
        electron: process.versions['electron'],
        chrome: process.versions['chrome'],
      },
      environment: {
        active,
        address: active === 'sandbox' ? '' : current.environments[active].baseUrl,
        companyCode: current.environments[active].companyCode,
        keychainAvailable: status.keychainAvailable,
      },
      logLevel: current.logLevel,
      policy: policyView(settings.policy),
      update: this.deps.updates.view(),
      drift: this.deps.drift(active),
      logLines: this.deps.logs.tail(DIAGNOSTIC_LOG_LINES),
    });
    await ports.clipboard.writeText(text);
    return { text };
  }

  restartToUpdate(): null {
    const decision = this.deps.updates.installDecision(this.deps.writesInFlight());
    if (!decision.install) throw new AppError('forbidden', decision.refusal);
    this.deps.logs.info('[updates] reiniciando para instalar a atualização');
    this.deps.updates.quitAndInstall();
    return null;
  }

  rememberPlace(place: RendererPlace): null {
    this.deps.recovery.rememberPlace(place);
    return null;
  }

  recoveryNotice(): RecoveryNoticeView | null {
    const notice = this.deps.recovery.takeNotice();
    return notice ? (notice as RecoveryNoticeView) : null;
  }
}
