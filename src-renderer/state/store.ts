/**
 * The renderer's shared state, in slices (zustand's slices pattern): session,
 * navigation, preferences, recent customers, the CPFs revealed in full, and the workspace (the menu
 * collapsed or not, each table's sort and columns, kept for the session
 * across customers and certificates). What the service answered is
 * not here but in the query client (data/query-client.ts); only what
 * several screens need lives here. Nothing here is
 * persisted: customer data stays in memory (LGPD), and only for the user who
 * opened it: another user's login drops it (`workOwner`), and with it a
 * refusal of writes for lack of privilege (`writeRefusal`).
 */
import { create } from 'zustand';
import type { IpcError } from '../../src-shared/ipc/ipc-result';
import type { SessionInfo, SettingsView } from '../../src-shared/ipc/views';
import type { Language } from '../../src-shared/words/dictionary';

export type Route =
  | { screen: 'search' }
  | { screen: 'customer'; cpf: string; tab?: string }
  | { screen: 'certificate'; cpf: string; certificate: string; tab?: string }
  | { screen: 'history' }
  | { screen: 'references'; tab?: string }
  | { screen: 'settings' };

/** Who the open work belongs to: the user and the environment they logged in to. */
export interface WorkOwner {
  login: string;
  environment: SessionInfo['environment'];
}

interface SessionSlice {
  session: SessionInfo | undefined;
  /** When `session` arrived, on this renderer's clock: its `expiresInMs` counts from here. */
  sessionReceivedAt: number | undefined;
  /** The service refused the token: the login dialog opens over the current screen. */
  sessionExpired: boolean;
  /** Grows at each login: the reads that failed for lack of a session load again (data/query-client.ts). */
  sessionEpoch: number;
  /**
   * Whose the open work is (screen, open dialogs, recent customers, customer
   * data): the same user logging in again continues it; anyone else starts clean.
   */
  workOwner: WorkOwner | undefined;
  /** Grows each time the open work is dropped: the screens mount afresh and the write dialogs close. */
  workGeneration: number;
  setSession(session: SessionInfo): void;
  markSessionExpired(): void;
  /** The employee signed out: the open work ends with the session. */
  signedOut(session: SessionInfo): void;
}

/** Why write actions are off: the service refused one for lack of privilege (D100). */
export interface WriteRefusal {
  /** The service's own words, as received (pt-BR), when it sent any. */
  serviceSaid: string[];
}

interface WriteAccessSlice {
  /**
   * Set when the service refused a write for lack of privilege (403): every
   * write action stays off, with the reason, for the rest of this user's
   * session; dropped with the open work (another user, sign out).
   */
  writeRefusal: WriteRefusal | undefined;
  writeRefused(refusal: WriteRefusal): void;
  /** The service accepted a write of this user's session: the profile may write (nothing else tells it, D100). */
  writeAccepted: boolean;
  writeWasAccepted(): void;
}

/** Says whether a route may open now; when it may not, the guard asks the employee and navigates itself later. */
export type NavigationGuard = (route: Route) => boolean;

interface NavigationSlice {
  route: Route;
  /** Every screen change goes through here, so an open write dialog can stop one that would leave its customer. */
  navigate(route: Route): void;
  navigationGuard: NavigationGuard | undefined;
  /** One guard at a time (the open write dialog's); `undefined` removes it. */
  setNavigationGuard(guard: NavigationGuard | undefined): void;
}

interface PreferencesSlice {
  language: Language;
  colorScheme: 'light' | 'dark' | 'auto';
  settings: SettingsView | undefined;
  setLanguage(language: Language): void;
  setColorScheme(scheme: 'light' | 'dark' | 'auto'): void;
  setSettings(settings: SettingsView): void;
  /** Why the first screen could not be shown (settings or session unreadable); undefined while loading or once shown. */
  bootError: IpcError | undefined;
  setBootError(error: IpcError | undefined): void;
}

export interface RecentCustomer {
  cpf: string;
  name: string;
}

interface RecentCustomersSlice {
  recentCustomers: RecentCustomer[];
  rememberCustomer(customer: RecentCustomer): void;
}

interface RevealedCpfsSlice {
  /**
   * CPFs the employee revealed in full (the reveal journaled first) and has
   * not hidden since: shown in full where they were revealed and in the
   * certificate's heading, and in full in the statements exported meanwhile
   * (D181). They go with the open work.
   */
  revealedCpfs: readonly string[];
  cpfRevealed(cpf: string): void;
  cpfHidden(cpf: string): void;
}

/** The tables whose sort and columns the employee sets, remembered for the session whatever customer or certificate is open. */
export type TableId = 'movements' | 'balance';

export interface RememberedSort {
  column: string;
  direction: 'asc' | 'desc';
}

export interface TableView {
  /** Undefined until the employee sorts: the table's own default (newest first). */
  sort?: RememberedSort;
  /** Column ids the employee chose to show; undefined: the table fits its columns to the width. */
  columns?: readonly string[];
}

interface WorkspaceSlice {
  /** The side menu as the employee left it; undefined until they toggle it (then it follows the window's width). */
  navbarCollapsed: boolean | undefined;
  setNavbarCollapsed(collapsed: boolean): void;
  tableViews: Partial<Record<TableId, TableView>>;
  setTableSort(table: TableId, sort: RememberedSort): void;
  setTableColumns(table: TableId, columns: readonly string[] | undefined): void;
}

export type AppState = SessionSlice &
  WriteAccessSlice &
  NavigationSlice &
  PreferencesSlice &
  RecentCustomersSlice &
  RevealedCpfsSlice &
  WorkspaceSlice;

const RECENT_LIMIT = 8;

/** The owner of the work a session opens; undefined when logged out. */
export function workOwnerOf(session: SessionInfo): WorkOwner | undefined {
  return session.loggedIn && session.user ? { login: session.user.login, environment: session.environment } : undefined;
}

/** Exactly the same login in the same environment: anything else may be someone else, who must not see this work. */
export function sameWorkOwner(a: WorkOwner, b: WorkOwner): boolean {
  return a.login === b.login && a.environment === b.environment;
}

/** Everything of the open work, as a fresh start has it (the screens' own data goes as they remount). */
function cleanWork(s: AppState): Partial<AppState> {
  return {
    route: { screen: 'search' },
    recentCustomers: [],
    revealedCpfs: [],
    writeRefusal: undefined,
    writeAccepted: false,
    workGeneration: s.workGeneration + 1,
  };
}

export const useAppStore = create<AppState>()((set, get) => ({
  session: undefined,
  sessionReceivedAt: undefined,
  sessionExpired: false,
  sessionEpoch: 0,
  workOwner: undefined,
  workGeneration: 0,
  setSession: (session) =>
    set((s) => {
      const received = { session, sessionReceivedAt: Date.now(), sessionExpired: false };
      const owner = workOwnerOf(session);
      if (!owner) return received;
      const someoneElse = s.workOwner !== undefined && !sameWorkOwner(s.workOwner, owner);
      return { ...received, sessionEpoch: s.sessionEpoch + 1, workOwner: owner, ...(someoneElse ? cleanWork(s) : {}) };
    }),
  // The user stays known: the login dialog offers it, and the owner decides what a login continues.
  markSessionExpired: () =>
    set((s) => ({ sessionExpired: true, session: s.session ? { ...s.session, loggedIn: false } : s.session })),
  signedOut: (session) =>
    set((s) => ({
      session,
      sessionReceivedAt: Date.now(),
      sessionExpired: false,
      workOwner: undefined,
      ...cleanWork(s),
    })),

  writeRefusal: undefined,
  writeRefused: (writeRefusal) => set({ writeRefusal }),
  writeAccepted: false,
  writeWasAccepted: () => set({ writeAccepted: true }),

  route: { screen: 'search' },
  navigate: (route) => {
    const guard = get().navigationGuard;
    if (guard && !guard(route)) return;
    set({ route });
  },
  navigationGuard: undefined,
  setNavigationGuard: (navigationGuard) => set({ navigationGuard }),

  language: 'pt-BR',
  colorScheme: 'auto',
  settings: undefined,
  setLanguage: (language) => set({ language }),
  setColorScheme: (colorScheme) => set({ colorScheme }),
  setSettings: (settings) => set({ settings, language: settings.language, colorScheme: settings.theme }),
  bootError: undefined,
  setBootError: (bootError) => set({ bootError }),

  revealedCpfs: [],
  cpfRevealed: (cpf) => set((s) => (s.revealedCpfs.includes(cpf) ? {} : { revealedCpfs: [...s.revealedCpfs, cpf] })),
  cpfHidden: (cpf) => set((s) => ({ revealedCpfs: s.revealedCpfs.filter((c) => c !== cpf) })),

  navbarCollapsed: undefined,
  setNavbarCollapsed: (navbarCollapsed) => set({ navbarCollapsed }),
  tableViews: {},
  setTableSort: (table, sort) =>
    set((s) => ({ tableViews: { ...s.tableViews, [table]: { ...s.tableViews[table], sort } } })),
  setTableColumns: (table, columns) =>
    set((s) => ({ tableViews: { ...s.tableViews, [table]: { ...s.tableViews[table], columns } } })),

  recentCustomers: [],
  rememberCustomer: (customer) =>
    set((s) => ({
      recentCustomers: [customer, ...s.recentCustomers.filter((c) => c.cpf !== customer.cpf)].slice(0, RECENT_LIMIT),
    })),
}));
