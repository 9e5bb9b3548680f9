/**
 * Renderer. Keeping the employee's place across a renderer crash (D134): every
 * navigation is told to the main process (kept in its memory only), and after
 * the window was reloaded by a crash or hang the app goes back there and says
 * what happened. What was typed in an open form is not kept (it may be
 * personal data; the write dialogs' own drafts are another matter).
 */
import { notifications } from '@mantine/notifications';
import type { RendererPlace } from '../../src-shared/support/support-ipc';
import { api, call } from '../ipc/use-ipc';
import { type Route, useAppStore } from '../state/store';
import { crashRecoveryMessages } from './messages';

/** The route as the main process accepts it (RendererPlace): only what identifies the screen. */
export function placeOf(route: Route): RendererPlace {
  const place: RendererPlace = { screen: route.screen };
  if ('cpf' in route && route.cpf !== undefined && /^\d{0,11}$/.test(route.cpf)) place.cpf = route.cpf;
  if ('certificate' in route && /^\d{1,12}$/.test(route.certificate)) place.certificate = route.certificate;
  if ('tab' in route && route.tab !== undefined && /^[\w-]{1,40}$/.test(route.tab)) place.tab = route.tab;
  return place;
}

function routeOf(place: RendererPlace): Route | undefined {
  switch (place.screen) {
    case 'customer':
      return place.cpf ? { screen: 'customer', cpf: place.cpf, ...(place.tab ? { tab: place.tab } : {}) } : undefined;
    case 'certificate':
      return place.cpf && place.certificate
        ? {
            screen: 'certificate',
            cpf: place.cpf,
            certificate: place.certificate,
            ...(place.tab ? { tab: place.tab } : {}),
          }
        : undefined;
    case 'references':
      return { screen: 'references', ...(place.tab ? { tab: place.tab } : {}) };
    case 'search':
      return { screen: 'search', ...(place.cpf ? { cpf: place.cpf } : {}) };
    default:
      return { screen: place.screen };
  }
}

/** Once the first screen is up: back to the place after a crash reload, then report every navigation. */
export function keepPlaceAcrossCrashes(): () => void {
  void call(api().support.recoveryNotice()).then((result) => {
    if (!result.ok || !result.data) return;
    const { language, navigate } = useAppStore.getState();
    const route = result.data.place ? routeOf(result.data.place) : undefined;
    if (route) navigate(route);
    const text = crashRecoveryMessages[language];
    notifications.show({
      color: 'orange',
      autoClose: false,
      message: `${text[result.data.reason]}${route ? ` ${text.back}` : ''}`,
    });
  });
  void api().support.rememberPlace({ place: placeOf(useAppStore.getState().route) });
  return useAppStore.subscribe((state, previous) => {
    if (state.route !== previous.route) void api().support.rememberPlace({ place: placeOf(state.route) });
  });
}
