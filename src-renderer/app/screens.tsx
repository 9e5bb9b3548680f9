/**
 * Everything the first screen (login) does not need, loaded on demand, so
 * the entry chunk holds only the shell: the screens, the write dialogs, the
 * spotlight, the session-expired dialog and the notifications. Each screen
 * loads the stylesheet of the components after the first screen
 * (./screen-styles.ts) alongside its own chunk.
 */
import { lazy } from 'react';
import type { Route } from '../state/store';

type Module<P> = { default: React.ComponentType<P> };

/** A screen's chunk together with the screens' stylesheet (both fetched at once). */
function withScreenStyles<P>(load: () => Promise<Module<P>>): () => Promise<Module<P>> {
  return () => Promise.all([import('./screen-styles'), load()]).then(([, screen]) => screen);
}

const loadSearch = withScreenStyles(() => import('../screens/search/SearchScreen'));

export const screens: Record<Route['screen'], React.LazyExoticComponent<React.ComponentType>> = {
  search: lazy(loadSearch),
  customer: lazy(withScreenStyles(() => import('../screens/customer/CustomerScreen'))),
  certificate: lazy(withScreenStyles(() => import('../screens/certificate/CertificateScreen'))),
  history: lazy(withScreenStyles(() => import('../screens/history/HistoryScreen'))),
  references: lazy(withScreenStyles(() => import('../screens/references/ReferencesScreen'))),
  settings: lazy(withScreenStyles(() => import('../screens/settings/SettingsScreen'))),
};

export const WriteDialogHost = lazy(withScreenStyles(() => import('../writes/WriteDialogHost')));
export const CpfSpotlight = lazy(() => import('./CpfSpotlight'));
export const SessionExpiredDialog = lazy(() => import('./SessionExpiredDialog'));
export const AppNotifications = lazy(() => import('./AppNotifications'));

/**
 * After the first screen is up and the page is idle: what the next step
 * needs (the search screen after login, the screens' stylesheet), so it is
 * already in memory when the employee signs in.
 */
export function preloadAfterFirstScreen(): void {
  void loadSearch().catch(() => undefined);
}
