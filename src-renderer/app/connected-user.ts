/**
 * Renderer. Who is signed in, as the header shows it: "Name (login)", or the
 * login alone when the service's login answer left the name out (D41): the
 * login is always known, it is what the employee typed.
 */
import type { SessionUser } from '../../src-shared/ipc/views';

export function connectedUserLabel(user: Pick<SessionUser, 'name' | 'login'>): string {
  const name = user.name?.trim();
  return name ? `${name} (${user.login})` : user.login;
}
