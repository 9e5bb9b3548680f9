/** Screens are loaded on demand, so the first screen needs only the shell's JavaScript. */
import { lazy } from 'react';
import type { Route } from '../state/store';

export const screens: Record<Route['screen'], React.LazyExoticComponent<React.ComponentType>> = {
  search: lazy(() => import('../screens/search/SearchScreen')),
  customer: lazy(() => import('../screens/customer/CustomerScreen')),
  certificate: lazy(() => import('../screens/certificate/CertificateScreen')),
  history: lazy(() => import('../screens/history/HistoryScreen')),
  references: lazy(() => import('../screens/references/ReferencesScreen')),
  settings: lazy(() => import('../screens/settings/SettingsScreen')),
};

export const WriteDialogHost = lazy(() => import('../writes/WriteDialogHost'));
