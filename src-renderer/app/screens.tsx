/**
 * Everything the first screen (login) does not need, loaded on demand, so
 * the entry chunk holds only the shell: the screens, the write dialogs, the
 * spotlight, the session-expired dialog and the notifications.
 */
import { lazy } from 'react';
import type { Route } from '../state/store';

const loadSearch = () => import('../screens/search/SearchScreen');

export const screens: Record<Route['screen'], React.LazyExoticComponent<React.ComponentType>> = {
  search: lazy(loadSearch),
  customer: lazy(() => import('../screens/customer/CustomerScreen')),
  certificate: lazy(() => import('../screens/certificate/CertificateScreen')),
  history: lazy(() => import('../screens/history/HistoryScreen')),
  references: lazy(() => import('../screens/references/ReferencesScreen')),
  settings: lazy(() => import('../screens/settings/SettingsScreen')),
};

export const WriteDialogHost = lazy(() => import('../writes/WriteDialogHost'));
export const CpfSpotlight = lazy(() => import('./CpfSpotlight'));
export const SessionExpiredDialog = lazy(() => import('./SessionExpiredDialog'));
export const AppNotifications = lazy(() => import('./AppNotifications'));

/**
 * After the first screen is up and the page is idle: what the next step
 * needs (the search screen after login), so it is already in memory when the
 * employee signs in.
 */
export function preloadAfterFirstScreen(): void {
  void loadSearch().catch(() => undefined);
}
