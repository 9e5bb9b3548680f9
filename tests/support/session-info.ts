/** A signed-in session as the main process reports it (SessionInfo), for renderer tests that sign users in and out. */
import type { SessionInfo } from '../../src-shared/ipc/views';

export const loggedIn = (login: string): SessionInfo => ({
  loggedIn: true,
  environment: 'sandbox',
  user: { name: null, login, cpfMasked: null, birthday: null },
  expiresInMs: 900_000,
  lifetimeMs: 900_000,
});
