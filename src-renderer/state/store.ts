/**
 * The renderer's shared state, in slices (zustand's slices pattern): session,
 * navigation, preferences and recent customers. Screens keep their own data
 * locally; only what several screens need lives here. Nothing here is
 * persisted: customer data stays in memory (LGPD).
 */
import { create } from 'zustand';
import type { IpcError } from '../../src-shared/ipc/ipc-result';
import type { SessionInfo, SettingsView } from '../../src-shared/ipc/views';
import type { Language } from '../i18n/i18n';

export type Route =
  /** `cpf`: the digits to put back in the search field ("Corrigir CPF" on a customer not found). */
  | { screen: 'search'; cpf?: string }
  | { screen: 'customer'; cpf: string; tab?: string }
  | { screen: 'certificate'; cpf: string; certificate: string; tab?: string }
  | { screen: 'history' }
  | { screen: 'references'; tab?: string }
  | { screen: 'settings' };

interface SessionSlice {
  session: SessionInfo | undefined;
  /** The service refused the token: the login dialog opens over the current screen. */
  sessionExpired: boolean;
  /** Grows at each login, so screens that failed for lack of a session load again by themselves. */
  sessionEpoch: number;
  setSession(session: SessionInfo): void;
  markSessionExpired(): void;
}

interface NavigationSlice {
  route: Route;
  navigate(route: Route): void;
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

interface CustomerDataSlice {
  /** Grows for a customer after a write for them succeeded or ended unknown: their screens load again. */
  customerDataVersion: Record<string, number>;
  customerDataChanged(cpf: string): void;
}

export type AppState = SessionSlice & NavigationSlice & PreferencesSlice & RecentCustomersSlice & CustomerDataSlice;

const RECENT_LIMIT = 8;

export const useAppStore = create<AppState>()((set) => ({
  session: undefined,
  sessionExpired: false,
  sessionEpoch: 0,
  setSession: (session) => set((s) => ({ session, sessionExpired: false, sessionEpoch: session.loggedIn ? s.sessionEpoch + 1 : s.sessionEpoch })),
  markSessionExpired: () => set((s) => ({ sessionExpired: true, session: s.session ? { ...s.session, loggedIn: false } : s.session })),

  route: { screen: 'search' },
  navigate: (route) => set({ route }),

  language: 'pt-BR',
  colorScheme: 'auto',
  settings: undefined,
  setLanguage: (language) => set({ language }),
  setColorScheme: (colorScheme) => set({ colorScheme }),
  setSettings: (settings) => set({ settings, language: settings.language, colorScheme: settings.theme }),
  bootError: undefined,
  setBootError: (bootError) => set({ bootError }),

  customerDataVersion: {},
  customerDataChanged: (cpf) => set((s) => ({ customerDataVersion: { ...s.customerDataVersion, [cpf]: (s.customerDataVersion[cpf] ?? 0) + 1 } })),

  recentCustomers: [],
  rememberCustomer: (customer) =>
    set((s) => ({ recentCustomers: [customer, ...s.recentCustomers.filter((c) => c.cpf !== customer.cpf)].slice(0, RECENT_LIMIT) })),
}));
