/**
 * The composition root of the main process: every service wired to the ports
 * it depends on. The Electron app and the tests/harness call this alike.
 */
import { join } from 'node:path';
import { removeStaleTempFiles } from '../src-shared/node/atomic-file';
import { nodeFileSystem } from '../src-shared/node/file-system';
import { ContractDriftLog } from './diagnostics/contract-drift-log';
import { PartialExports } from './export/partial-exports';
import { FingerprintKeyring } from './journal/fingerprint-key';
import type { OperationsJournal } from './journal/journal';
import { openJournal } from './journal/journal-open';
import { SubscriptionKeyVault } from './keychain/subscription-key-vault';
import { policyGatedSandbox } from './policy/sandbox-gate';
import type { MainPorts } from './ports';
import { AppService } from './services/app-service';
import { CpfReveals } from './services/cpf-reveals';
import { EnvironmentService } from './services/environment-service';
import { ServiceWaits } from './services/service-waits';
import { type ExportProgress, ExportService } from './services/export-service';
import { ReceiptService } from './services/receipt-service';
import { HistoryService } from './services/history-service';
import { OperationsService } from './services/operations-service';
import { KeptLists } from './services/kept-lists';
import { MovementsService } from './services/movements-service';
import { RecentReads } from './services/recent-reads';
import { SessionService } from './services/session-service';
import { SettingsService } from './services/settings-service';
import { SettingsFileError } from './errors';
import { SettingsStore } from './settings/settings-store';
import { RendererRecovery } from './crash/renderer-recovery';
import { type AppLog, createAppLog } from './logging/app-log';
import { SupportService } from './services/support-service';
import { UpdatePolicy } from './updates/update-policy';

/** The embedded sandbox's demo key: the default for the sandbox environment, so the app works on first run. */
import { EMBEDDED_SANDBOX_KEY } from './embedded-sandbox';

export interface MainServices {
  app: AppService;
  settings: SettingsService;
  session: SessionService;
  operations: OperationsService;
  movements: MovementsService;
  history: HistoryService;
  exports: ExportService;
  receipts: ReceiptService;
  journal: OperationsJournal;
  contractDrift: ContractDriftLog;
  /** The reads waiting because the service asked them to, for the screen (D216). */
  serviceWaits: ServiceWaits;
  support: SupportService;
  /** The log files (the app's, or ones opened in <userData>/logs). */
  logs: AppLog;
  close(): Promise<void>;
}

/** How often the journal retries outcomes the disk refused and drops expired fingerprints, and unused movement lists are freed. */
const JOURNAL_UPKEEP_MS = 30_000;

/**
 * Resolves once the journal is open (read beside main's event loop, D727): the services, and so the IPC handlers
 * that make writes, exist only then.
 */
export async function createMainServices(
  ports: MainPorts,
  options: { onExportProgress?: ExportProgress } = {},
): Promise<MainServices> {
  const files = ports.files ?? nodeFileSystem;
  const settingsStore = new SettingsStore(join(ports.userDataDir, 'settings.json'), files, ports.policy);
  try {
    settingsStore.load();
  } catch (error) {
    // Not fatal: every call that needs settings answers with this error (to-ipc-error), and the first screen shows it.
    if (!(error instanceof SettingsFileError)) throw error;
  }
  const logs = ports.logs ?? createAppLog({ dir: join(ports.userDataDir, 'logs'), level: safeLogLevel(settingsStore) });
  // The level follows the settings (the Support section, or the IT policy).
  settingsStore.onChange((settings) => logs.setLevel(settings.logLevel));
  // Without log files of its own (tests, browser harness), the caller's lines also go to ours, as in the app.
  const log = ports.logs ? ports.log : (line: string) => (ports.log(line), logs.info(line));
  const vault = new SubscriptionKeyVault(ports.secretStore, { sandbox: EMBEDDED_SANDBOX_KEY });
  // What a crash in the middle of an atomic replace left (settings, journal side files): never the files themselves.
  removeStaleTempFiles(ports.userDataDir, files);
  const journal = await openJournal(join(ports.userDataDir, 'journal.jsonl'), ports.clock, { files, log });
  // Years of archive are indexed in the index's thread while the employee logs in, not at the first search.
  journal.warmSearchIndex();
  // Exports a crash cut short left their `.partial` files (full statements) wherever they were being saved.
  const partials = new PartialExports(join(ports.userDataDir, 'exports-in-progress.json'), files, log);
  partials.removeLeftovers();
  const cache = new RecentReads(ports.clock);
  const contractDrift = new ContractDriftLog(ports.clock);
  // Hidden by the IT policy → never started, whichever path asks (connection test, login, operation).
  const sandbox = policyGatedSandbox(ports.sandbox, settingsStore.policy);
  const serviceWaits = new ServiceWaits(ports.clock, ports.longPollHoldMs);
  const environments = new EnvironmentService(settingsStore, vault, sandbox, ports.fetch, contractDrift, serviceWaits);
  const session = new SessionService(environments);
  // What one employee read is never another's export (D166, like the kept lists of D141).
  session.onEnd(() => cache.clear());
  // One secret for request fingerprints and History's search keys (D61, D102).
  const installationKey = new FingerprintKeyring(ports.secretStore);
  // Op12 lists are kept for the employee who read them: signing out (or another signing in, however the last session ended) drops them (D141, D197).
  const kept = new KeptLists(ports.clock);
  session.onEnd(() => void kept.clear().catch(() => undefined));
  const operations = new OperationsService(environments, session, journal, cache, installationKey, kept);
  const movements = new MovementsService(operations, kept);
  // So are the CPFs revealed on screen, which only then show in full on a statement (D181).
  const reveals = new CpfReveals();
  session.onEnd(() => reveals.clear());
  const history = new HistoryService(journal, session, installationKey, reveals);
  // Outcomes the disk refused are written as soon as it takes them; fingerprints go once their window has passed (D60, D61);
  // movement lists nobody looked at for a while are freed, not held until the next look (D195).
  const upkeep = setInterval(() => {
    journal.retryUnsaved();
    journal.pruneFingerprints();
    void kept.sweep().catch(() => undefined);
  }, JOURNAL_UPKEEP_MS);
  upkeep.unref();
  const notPackaged = new UpdatePolicy({
    feedUrl: undefined,
    packaged: false,
    currentVersion: ports.app.version,
    clock: ports.clock,
  });
  const support = new SupportService({
    settings: settingsStore,
    logs,
    environments,
    vault,
    drift: (environment) => contractDrift.view(environment),
    updates: ports.updates ?? {
      view: () => notPackaged.view(),
      installDecision: (writes) => notPackaged.installDecision(writes),
      quitAndInstall: () => undefined,
    },
    recovery: ports.recovery ?? new RendererRecovery({ clock: ports.clock }),
    writesInFlight: () => operations.writesInFlight,
    ports: { app: ports.app, clock: ports.clock, shell: ports.shell, clipboard: ports.clipboard },
    ...(ports.crashDumpsDir ? { crashDumpsDir: ports.crashDumpsDir } : {}),
  });
  return {
    app: new AppService(ports, environments, vault, journal, session),
    settings: new SettingsService(
      settingsStore,
      vault,
      environments,
      session,
      cache,
      ports.clipboard,
      ports.dialogs,
      ports.clock,
    ),
    session,
    operations,
    movements,
    history,
    exports: new ExportService(
      operations,
      movements,
      history,
      session,
      journal,
      ports.dialogs,
      ports.clock,
      () => ({ company: settingsStore.current.statementCompanyName, language: settingsStore.current.language }),
      { files, partials },
      options.onExportProgress,
      ports.statementPrinter,
    ),
    receipts: new ReceiptService({
      journal,
      history,
      session,
      operations,
      dialogs: ports.dialogs,
      clock: ports.clock,
      settings: () => ({
        company: settingsStore.current.statementCompanyName,
        language: settingsStore.current.language,
      }),
      disk: { files, partials },
      printer: ports.statementPrinter,
    }),
    journal,
    contractDrift,
    serviceWaits,
    support,
    logs,
    async close() {
      clearInterval(upkeep);
      serviceWaits.close();
      journal.close();
      await kept.close();
      await ports.sandbox.stop();
    },
  };
}

/** The level in settings, or "info" while settings.json cannot be read (its error is shown on the first screen). */
function safeLogLevel(store: SettingsStore) {
  try {
    return store.current.logLevel;
  } catch {
    return 'info' as const;
  }
}
