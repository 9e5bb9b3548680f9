/**
 * What the main-process services need from the outside world. Electron
 * provides these in the app (electron-ports.ts); tests and the browser harness
 * provide plain Node versions, so the same services run everywhere.
 */
import type { FileSystemPort } from '../src-shared/node/file-system';
import type { RendererRecovery } from './crash/renderer-recovery';
import type { SecretStore } from './keychain/secret-store';
import type { AppLog } from './logging/app-log';
import type { PolicyState } from './policy/it-policy';
import type { UpdateView } from '../src-shared/support/support-ipc';
import type { InstallDecision } from './updates/update-policy';

/** The updater as the support section sees it (updates/electron-updater-adapter.ts in the app). */
export interface UpdatesPort {
  view(): UpdateView;
  installDecision(writesInFlight: number): InstallDecision;
  quitAndInstall(): void;
}

export interface ClipboardPort {
  readText(): Promise<string> | string;
  /** Clears the clipboard (after the key was taken from it). */
  clear(): Promise<void> | void;
  /** "Copiar diagnóstico": text already masked. */
  writeText(text: string): Promise<void> | void;
}

export interface SaveDialogPort {
  /** Asks where to save; undefined when the employee cancels. */
  chooseSavePath(options: {
    defaultName: string;
    title: string;
    fileTypes?: SaveFileType[];
  }): Promise<string | undefined>;
}

/** A yes/no question to the employee in a native dialog: the renderer can neither draw nor answer it. */
export interface ConfirmQuestion {
  title: string;
  message: string;
  detail: string;
  confirmLabel: string;
  cancelLabel: string;
}

/** Where the app's own file chooser lets the employee pick among formats: each offered with its extension. */
export interface SaveFileType {
  name: string;
  extensions: string[];
}

/**
 * The statement document (HTML) as PDF, and to the system print dialog.
 * Electron: a hidden window's webContents.printToPDF / print (electron-statement-printer.ts);
 * the browser harness: Chromium's page.pdf, and no dialog at all (tests/harness).
 */
export interface StatementPrinterPort {
  /** The document carries its own footer ("página X de Y") in its @page margin boxes: no template is added. */
  toPdf(html: string): Promise<Buffer>;
  /** True once the employee confirmed the system print dialog; false when they closed it. */
  print(html: string): Promise<boolean>;
}

export interface ConfirmDialogPort {
  /** True only when the employee explicitly chose `confirmLabel` (closing the dialog is a no). */
  confirm(question: ConfirmQuestion): Promise<boolean>;
}

export interface ShellPort {
  showItemInFolder(path: string): void;
  openExternal(url: string): Promise<void>;
  /** Opens a folder in the file manager ("Abrir pasta de logs"); resolves with an error text, '' when it worked. */
  openPath(path: string): Promise<string>;
}

export interface EmbeddedSandboxPort {
  /** Starts (once) the embedded sandbox and resolves with its URL. */
  start(): Promise<{ url: string; demoKey: string }>;
  stop(): Promise<void>;
}

export interface MainPorts {
  userDataDir: string;
  secretStore: SecretStore;
  clipboard: ClipboardPort;
  dialogs: SaveDialogPort & ConfirmDialogPort;
  shell: ShellPort;
  /** Electron's net.fetch in the app (system proxy, PAC, OS certificates); Node's fetch elsewhere. */
  fetch: typeof fetch;
  clock: () => Date;
  /** Files in the user-data folder and exports; plain node:fs when absent (tests inject a full disk or a read-only folder). */
  files?: FileSystemPort;
  /** Diagnostic lines; callers pass text already free of personal data and secrets. */
  log: (line: string) => void;
  sandbox: EmbeddedSandboxPort;
  /** PDF statements and printing; absent where no browser engine runs (the export then says PDF is unavailable). */
  statementPrinter?: StatementPrinterPort;
  app: { name: string; version: string; platform: string };
  /** The log files; absent → createMainServices opens them in <userData>/logs (tests, browser harness). */
  logs?: AppLog;
  /** The IT policy file as read at start (D133); absent → no policy. */
  policy?: PolicyState;
  /** The updater (Electron adapter); absent → updates off ("only in the installed app"). */
  updates?: UpdatesPort;
  /** Renderer crash recovery, shared with the Electron adapter that reloads the window. */
  recovery?: RendererRecovery;
  /** Where crashReporter keeps local dumps (app only). */
  crashDumpsDir?: string;
  /** How long `serviceStatus.waits` holds a question at most when nothing changes (ms); absent → 25 s. */
  longPollHoldMs?: number;
}
