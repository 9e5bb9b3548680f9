/**
 * The application shell: header, navigation, the current screen, login,
 * spotlight and the write dialogs. Its first screen is the login screen (or
 * the last screen, after a reload with a live session): settings and session
 * come from ./boot.ts, asked for before React starts; everything else loads
 * lazily (./screens.tsx). The session's notices (expired, about to end)
 * open over whatever is on screen (./session/).
 */
import {
  ActionIcon,
  Alert,
  AppShell,
  Badge,
  Burger,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  SegmentedControl,
  Text,
  Title,
  Tooltip,
  useMantineColorScheme,
} from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useFocusReturnToOpener } from '../components/use-focus-return-to-opener';
import { useT } from '../i18n/i18n';
import { api, call } from '../ipc/use-ipc';
import { LoginScreen } from '../screens/login/LoginScreen';
import { environmentName } from '../screens/settings/environment-labels';
import { usePreferences } from '../screens/settings/use-preferences';
import { useAppStore } from '../state/store';
import { boot } from './boot';
import { connectedUserLabel } from './connected-user';
import { AppNavigation, NAVBAR_WIDTH, navigationLabel, useNavbarCollapsed } from './AppNavigation';
import { appMessages as messages } from './messages';
import { openSpotlight } from './open-spotlight';
import { WritesOffNotice } from '../writes/access/WritesOffNotice';
import { ServiceWaitNotice } from '../data/ServiceWaitNotice';
import {
  AppNotifications,
  CpfSpotlight,
  preloadAfterFirstScreen,
  screens,
  SessionExpiredDialog,
  WriteDialogHost,
} from './screens';
import { keepPlaceAcrossCrashes } from './crash-recovery';
import { errorText } from '../i18n/error-text';

/** The notice ahead of the session's end, loaded once logged in. */
const SessionWarning = lazy(() => import('./session/SessionWarning'));

const ENVIRONMENT_COLOR = { sandbox: 'orange', test: 'blue', production: 'red' } as const;

export function App() {
  const t = useT(messages);
  const { session, sessionExpired, route, settings, signedOut, workGeneration, language, bootError } = useAppStore();
  const preferences = usePreferences();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const [navOpen, { toggle: toggleNav, close: closeNav }] = useDisclosure();
  const navCollapsed = useNavbarCollapsed();
  // Esc on an overlay, or an overlay unmounted: the focus goes back to what opened it, not to the page.
  useFocusReturnToOpener();
  /** True once the first screen is up and the page was idle: the notifications mount, the next screen preloads. */
  const [settled, setSettled] = useState(false);
  const firstScreenUp = session !== undefined && settings !== undefined;

  // Ctrl+K works from any field (no tags ignored), once logged in; the spotlight opens when its chunk arrives.
  useHotkeys(session?.loggedIn ? [['mod+K', openSpotlight]] : [], []);

  useEffect(() => {
    if (settings?.theme && settings.theme !== 'auto') setColorScheme(settings.theme);
  }, [settings?.theme, setColorScheme]);

  useEffect(() => {
    if (session) performance.mark('balcao:first-screen');
  }, [session]);

  // After a renderer crash the main process reloads the window: back to the place, with a notice (D134).
  useEffect(() => (firstScreenUp ? keepPlaceAcrossCrashes() : undefined), [firstScreenUp]);

  useEffect(() => {
    if (!firstScreenUp || settled) return;
    const id = requestIdleCallback(
      () => {
        setSettled(true);
        preloadAfterFirstScreen();
      },
      { timeout: 2000 },
    );
    return () => cancelIdleCallback(id);
  }, [firstScreenUp, settled]);

  if ((!session || !settings) && bootError) {
    return (
      <Center h="100vh" p="md">
        <Stack maw={560}>
          <Alert color="red" title={t('bootFailed')} role="alert">
            {errorText(bootError, language)}
          </Alert>
          <Button onClick={boot} style={{ alignSelf: 'flex-start' }}>
            {t('bootRetry')}
          </Button>
        </Stack>
      </Center>
    );
  }

  if (!session || !settings) {
    return (
      <Center h="100vh" aria-busy="true">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }

  // The environment's name as Settings says it, in capitals: SANDBOX, TESTE, PRODUÇÃO (TEST, PRODUCTION in English).
  const environment = environmentName(settings.activeEnvironment, language).toLocaleUpperCase(language);
  const Screen = screens[route.screen];
  const loggedIn = session.loggedIn;

  /** Never rejects: call() turns a failed IPC call into a result. */
  async function logout() {
    const result = await call(api().session.logout());
    // Signing out ends the open work too: the next one to sign in starts clean.
    if (result.ok) signedOut(result.data);
  }

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{
        width: navCollapsed ? NAVBAR_WIDTH.collapsed : NAVBAR_WIDTH.expanded,
        breakpoint: 'sm',
        collapsed: { mobile: !navOpen },
      }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpen}
              onClick={toggleNav}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('menu')}
              aria-expanded={navOpen}
              data-menu-toggle
            />
            <Title order={3}>Balcão</Title>
            <Badge
              color={ENVIRONMENT_COLOR[settings.activeEnvironment]}
              variant={settings.activeEnvironment === 'sandbox' ? 'filled' : 'light'}
              size="lg"
              aria-label={t('environment', { name: environment })}
            >
              {environment}
            </Badge>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {loggedIn ? (
              <Button variant="default" size="xs" onClick={openSpotlight}>
                {t('spotlight')}
              </Button>
            ) : null}
            <Tooltip label={t('lockedByIt')} disabled={!preferences.languageLocked}>
              <SegmentedControl
                size="xs"
                value={language}
                onChange={(value) => preferences.changeLanguage(value === 'en' ? 'en' : 'pt-BR')}
                data={[
                  { label: 'PT', value: 'pt-BR' },
                  { label: 'EN', value: 'en' },
                ]}
                aria-label={t('language')}
                disabled={preferences.languageLocked}
              />
            </Tooltip>
            <Tooltip label={preferences.themeLocked ? t('lockedByIt') : t('theme')}>
              <ActionIcon
                variant="default"
                onClick={() => preferences.changeTheme(colorScheme === 'dark' ? 'light' : 'dark')}
                aria-label={t('theme')}
                disabled={preferences.themeLocked}
              >
                {colorScheme === 'dark' ? '☀' : '☾'}
              </ActionIcon>
            </Tooltip>
            {loggedIn && session.user ? (
              <>
                <Text size="sm" visibleFrom="md" aria-label={t('connectedUser')} data-testid="connected-user">
                  {connectedUserLabel(session.user)}
                </Text>
                <Button variant="subtle" size="xs" onClick={() => void logout()}>
                  {t('logout')}
                </Button>
              </>
            ) : null}
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" aria-label={navigationLabel(language)}>
        <AppNavigation
          collapsed={navCollapsed}
          drawerOpen={navOpen}
          onDrawerClose={(returnFocus) => {
            closeNav();
            if (returnFocus) document.querySelector<HTMLElement>('[data-menu-toggle]')?.focus();
          }}
        />
      </AppShell.Navbar>

      <AppShell.Main>
        {loggedIn || sessionExpired || route.screen === 'settings' ? (
          // Keyed by the open work: when it is dropped (another user), every screen's own data goes with it.
          <Suspense key={workGeneration} fallback={<Loader aria-label={t('loading')} />}>
            <WritesOffNotice />
            {loggedIn ? <ServiceWaitNotice /> : null}
            <Screen />
            <WriteDialogHost />
          </Suspense>
        ) : (
          <LoginScreen />
        )}
      </AppShell.Main>

      {/* One boundary each: one still loading must not hide another. */}
      <Suspense fallback={null}>{sessionExpired ? <SessionExpiredDialog /> : null}</Suspense>
      <Suspense fallback={null}>{loggedIn ? <CpfSpotlight /> : null}</Suspense>
      <Suspense fallback={null}>{loggedIn ? <SessionWarning /> : null}</Suspense>
      <Suspense fallback={null}>{settled ? <AppNotifications /> : null}</Suspense>
    </AppShell>
  );
}
