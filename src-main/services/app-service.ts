/** Main process. Facts about this installation for the header and "about" screen; and the shell actions allowed to the renderer. */
import type { AppInfo } from '../../src-shared/ipc';
import { AppError } from '../errors';
import type { OperationsJournal } from '../journal/journal';
import type { SubscriptionKeyVault } from '../keychain/subscription-key-vault';
import type { MainPorts } from '../ports';
import { externalUrlToOpen } from '../security/navigation-guards';
import type { EnvironmentService } from './environment-service';
import type { SessionService } from './session-service';
import { words } from '../../src-shared/words/error-codes';

export class AppService {
  constructor(
    private readonly ports: Pick<MainPorts, 'app' | 'shell'>,
    private readonly environments: EnvironmentService,
    private readonly vault: SubscriptionKeyVault,
    private readonly journal: OperationsJournal,
    private readonly session: SessionService,
  ) {}

  async info(): Promise<AppInfo> {
    const active = this.environments.active;
    const status = await this.vault.status(active, this.environments.keyBinding(active));
    const sandboxUrl = this.environments.embeddedSandboxUrl;
    return {
      name: this.ports.app.name,
      version: this.ports.app.version,
      platform: this.ports.app.platform,
      activeEnvironment: this.environments.active,
      keychainAvailable: status.keychainAvailable,
      ...(status.keychainProblem ? { keychainProblem: status.keychainProblem } : {}),
      ...(sandboxUrl ? { sandboxUrl } : {}),
    };
  }

  async openExternal(url: string): Promise<null> {
    const checked = externalUrlToOpen(url);
    if (!checked) throw new AppError('forbidden', words('app.addressNotAllowed'));
    await this.ports.shell.openExternal(checked);
    return null;
  }

  /**
   * Shows an exported file: the path comes from the journal, never from the
   * renderer, and only for a logged-in employee. The real
   * path, not the one the journal keeps with CPF-like digits masked (item 10).
   */
  showInFolder(journalEntryId: string): null {
    this.session.requireUser();
    const file = this.journal.exportedFile(journalEntryId);
    if (!file) throw new AppError('not-found', words('app.exportedFileNotFound'));
    this.ports.shell.showItemInFolder(file);
    return null;
  }
}
