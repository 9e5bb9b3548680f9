/**
 * The application shell: header, navigation, the current screen, login,
 * spotlight and the write dialogs. Its first screen is the login screen (or
 * the last screen, after a reload with a live session): settings and session
 * come from ./boot.ts, asked for before React starts; everything else loads
 * lazily (./screens.tsx).
 */
import { ActionIcon, Alert, AppShell, Badge, Burger, Button, Center, Group, Loader, Stack, NavLink, SegmentedControl, Text, Title, Tooltip, useMantineColorScheme } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { defineMessages, useT } from '../i18n/i18n';
import { api, call } from '../ipc/use-ipc';
import { LoginScreen } from '../screens/login/LoginScreen';
import { type Route, useAppStore } from '../state/store';
import { boot } from './boot';
import { connectedUserLabel } from './connected-user';
import { openSpotlight } from './open-spotlight';
import { AppNotifications, CpfSpotlight, preloadAfterFirstScreen, screens, SessionExpiredDialog, WriteDialogHost } from './screens';

const messages = defineMessages(
  {
    search: 'Buscar cliente',
    history: 'Histórico',
    references: 'Consultas de referência',
    settings: 'Configurações',
    logout: 'Sair',
    spotlight: 'Abrir cliente pelo CPF (Ctrl+K)',
    loading: 'Carregando…',
    bootFailed: 'O Balcão não conseguiu abrir',
    bootRetry: 'Tentar novamente',
    theme: 'Alternar tema claro/escuro',
    menu: 'Menu',
    language: 'Idioma',
  },
  {
    search: 'Find customer',
    history: 'History',
    references: 'Reference lookups',
    settings: 'Settings',
    logout: 'Sign out',
    spotlight: 'Open customer by CPF (Ctrl+K)',
    loading: 'Loading…',
    bootFailed: 'Balcão could not open',
    bootRetry: 'Try again',
    theme: 'Toggle light/dark theme',
    menu: 'Menu',
    language: 'Language',
  },
);

const ENVIRONMENT_BADGE = {
  sandbox: { label: 'SANDBOX', color: 'orange' },
  test: { label: 'TESTE', color: 'blue' },
  production: { label: 'PRODUÇÃO', color: 'red' },
} as const;

const NAVIGATION: Array<{ screen: Route['screen']; key: 'search' | 'history' | 'references' | 'settings' }> = [
  { screen: 'search', key: 'search' },
  { screen: 'history', key: 'history' },
  { screen: 'references', key: 'references' },
  { screen: 'settings', key: 'settings' },
];

function activeNav(route: Route): Route['screen'] {
  return route.screen === 'customer' || route.screen === 'certificate' ? 'search' : route.screen;
}

export function App() {
  const t = useT(messages);
  const { session, sessionExpired, route, navigate, settings, setSession, language, setLanguage, bootError } = useAppStore();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const [navOpen, { toggle: toggleNav }] = useDisclosure();
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
            {language === 'en' ? bootError.messageEn : bootError.message}
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

  const badge = ENVIRONMENT_BADGE[settings.activeEnvironment];
  const Screen = screens[route.screen];
  const loggedIn = session.loggedIn;

  async function logout() {
    const result = await call(api().session.logout());
    if (result.ok) setSession(result.data);
  }

  function changeLanguage(value: string) {
    const next = value === 'en' ? 'en' : 'pt-BR';
    setLanguage(next);
    void call(api().settings.update({ language: next }));
  }

  function toggleTheme() {
    const next = colorScheme === 'dark' ? 'light' : 'dark';
    setColorScheme(next);
    void call(api().settings.update({ theme: next }));
  }

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !navOpen } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={navOpen} onClick={toggleNav} hiddenFrom="sm" size="sm" aria-label={t('menu')} />
            <Title order={3}>Balcão</Title>
            <Badge color={badge.color} variant={settings.activeEnvironment === 'sandbox' ? 'filled' : 'light'} size="lg" aria-label={`Ambiente ${badge.label}`}>
              {badge.label}
            </Badge>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {loggedIn ? (
              <Button variant="default" size="xs" onClick={openSpotlight}>
                {t('spotlight')}
              </Button>
            ) : null}
            <SegmentedControl size="xs" value={language} onChange={changeLanguage} data={[{ label: 'PT', value: 'pt-BR' }, { label: 'EN', value: 'en' }]} aria-label={t('language')} />
            <Tooltip label={t('theme')}>
              <ActionIcon variant="default" onClick={toggleTheme} aria-label={t('theme')}>
                {colorScheme === 'dark' ? '☀' : '☾'}
              </ActionIcon>
            </Tooltip>
            {loggedIn && session.user ? (
              <>
                <Text size="sm" visibleFrom="md" aria-label="Usuário conectado">
                  {connectedUserLabel(session.user)}
                </Text>
                <Button variant="subtle" size="xs" onClick={logout}>
                  {t('logout')}
                </Button>
              </>
            ) : null}
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" aria-label="Navegação">
        {NAVIGATION.map((item) => (
          <NavLink key={item.screen} label={t(item.key)} active={activeNav(route) === item.screen} onClick={() => navigate({ screen: item.screen } as Route)} />
        ))}
      </AppShell.Navbar>

      <AppShell.Main>
        {loggedIn || sessionExpired || route.screen === 'settings' ? (
          <Suspense fallback={<Loader aria-label={t('loading')} />}>
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
      <Suspense fallback={null}>{settled ? <AppNotifications /> : null}</Suspense>
    </AppShell>
  );
}
