/**
 * Renderer. The side menu: one real button per screen, so Tab reaches each item and Enter or
 * Space opens it, with a visible focus ring and `aria-current="page"` on the screen shown. It collapses to a
 * rail of icons (each named by a tooltip and by its accessible name) with a toggle the session remembers; until
 * the employee toggles it, it follows the window: collapsed below 1100 px, where the tables need the width.
 * On a phone-sized window (below Mantine's `sm`) it is the burger's drawer, and Esc closes it.
 */
import { NavLink, Stack, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { KeyboardEvent, ReactNode } from 'react';
import { Glyph } from '../components/Glyph';
import { type Language, useT } from '../i18n/i18n';
import { type Route, useAppStore } from '../state/store';
import { appNavigationMessages as messages } from './messages';
import { holdTypedKeys } from './typed-ahead';

/** The menu's landmark name (the shell's <nav>). */
export const navigationLabel = (language: Language): string => messages[language].navigation;

/** Below this width the menu starts as a rail: at 1024 px the movements table needs the 160 px. */
const COLLAPSE_BELOW_PX = 1100;
export const NAVBAR_WIDTH = { expanded: 240, collapsed: 64 } as const;
const LIST_ID = 'app-navigation-list';

type NavScreen = 'search' | 'history' | 'references' | 'settings';

const NAVIGATION: ReadonlyArray<{ screen: NavScreen; icon: ReactNode }> = [
  { screen: 'search', icon: <SearchIcon /> },
  { screen: 'history', icon: <HistoryIcon /> },
  { screen: 'references', icon: <BookIcon /> },
  { screen: 'settings', icon: <GearIcon /> },
];

function activeNav(route: Route): Route['screen'] {
  return route.screen === 'customer' || route.screen === 'certificate' ? 'search' : route.screen;
}

/** Whether the menu is a rail now: the employee's choice for the session, else the window's width. */
export function useNavbarCollapsed(): boolean {
  const chosen = useAppStore((s) => s.navbarCollapsed);
  // Read at once (not after a first render), so a narrow window never flashes the wide menu.
  const narrow = useMediaQuery(`(max-width: ${COLLAPSE_BELOW_PX - 0.02}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  return chosen ?? narrow ?? false;
}

export interface AppNavigationProps {
  collapsed: boolean;
  /** The burger's drawer is open (phone-sized window only). */
  drawerOpen: boolean;
  /** Closes the burger's drawer (after a choice, or Esc); `returnFocus`: put the focus back on the burger. */
  onDrawerClose(returnFocus: boolean): void;
}

export function AppNavigation({ collapsed, drawerOpen, onDrawerClose }: AppNavigationProps) {
  const t = useT(messages);
  const route = useAppStore((s) => s.route);
  const navigate = useAppStore((s) => s.navigate);
  const setNavbarCollapsed = useAppStore((s) => s.setNavbarCollapsed);
  const active = activeNav(route);

  function open(screen: NavScreen) {
    // The search's field may still be arriving when the employee starts typing the CPF.
    if (screen === 'search') holdTypedKeys('search');
    navigate({ screen } as Route);
    if (drawerOpen) onDrawerClose(false);
  }

  // Esc closes the drawer only when it is the topmost thing open (a dialog over it takes its own Esc first).
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !drawerOpen || event.defaultPrevented) return;
    event.preventDefault();
    onDrawerClose(true);
  }

  const toggleLabel = collapsed ? t('expand') : t('collapse');

  return (
    <Stack gap={4} h="100%" onKeyDown={onKeyDown} data-collapsed={collapsed || undefined}>
      <Tooltip label={toggleLabel} position="right" disabled={!collapsed} withArrow>
        <NavLink
          component="button"
          type="button"
          className="balcao-nav-item"
          label={collapsed ? undefined : toggleLabel}
          leftSection={collapsed ? <ChevronsRightIcon /> : <ChevronsLeftIcon />}
          aria-label={toggleLabel}
          aria-expanded={!collapsed}
          aria-controls={LIST_ID}
          onClick={() => setNavbarCollapsed(!collapsed)}
          visibleFrom="sm"
          c="dimmed"
        />
      </Tooltip>
      <Stack component="ul" id={LIST_ID} gap={4} m={0} p={0} className="balcao-nav-list">
        {NAVIGATION.map(({ screen, icon }) => {
          const name = t(screen);
          const current = active === screen;
          return (
            <li key={screen}>
              <Tooltip label={name} position="right" disabled={!collapsed} withArrow>
                <NavLink
                  component="button"
                  type="button"
                  className="balcao-nav-item"
                  label={collapsed ? undefined : name}
                  leftSection={icon}
                  // Collapsed, the icon alone is shown: the name stays the button's accessible name.
                  aria-label={collapsed ? name : undefined}
                  active={current}
                  aria-current={current ? 'page' : undefined}
                  onClick={() => open(screen)}
                />
              </Tooltip>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}

// The menu's glyphs, 20 px.

function NavGlyph({ children }: { children: ReactNode }) {
  return <Glyph size={20}>{children}</Glyph>;
}

function SearchIcon() {
  return (
    <NavGlyph>
      <circle cx="11" cy="11" r="7" />
      <path d="M21 21l-4.3-4.3" />
    </NavGlyph>
  );
}

function HistoryIcon() {
  return (
    <NavGlyph>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5" />
      <path d="M12 7v5l3 3" />
    </NavGlyph>
  );
}

function BookIcon() {
  return (
    <NavGlyph>
      <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z" />
      <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
    </NavGlyph>
  );
}

function GearIcon() {
  return (
    <NavGlyph>
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </NavGlyph>
  );
}

function ChevronsLeftIcon() {
  return (
    <NavGlyph>
      <path d="M11 17l-5-5 5-5" />
      <path d="M18 17l-5-5 5-5" />
    </NavGlyph>
  );
}

function ChevronsRightIcon() {
  return (
    <NavGlyph>
      <path d="M13 17l5-5-5-5" />
      <path d="M6 17l5-5-5-5" />
    </NavGlyph>
  );
}
