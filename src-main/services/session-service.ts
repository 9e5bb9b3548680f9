/**
 * The employee's session: Op1 login, tokens kept in this process's memory
 * only (never on disk, never over IPC), logout, and expiry. The password is
 * used once and not kept.
 */
import { maskCpf } from '../../src-shared/cpf';
import type { SessionInfo, SessionUser } from '../../src-shared/ipc';
import { AppError, notLoggedIn, sessionExpired } from '../ipc/app-error';
import type { Environment } from '../../src-shared/settings-schema';
import type { EnvironmentService } from './environment-service';

interface ActiveSession {
  environment: Environment;
  user: SessionUser;
  accessToken: string;
  /** Issued by Op1 but unused: no refresh operation is shown (decision D2). */
  refreshToken: string;
}

export class SessionService {
  private session: ActiveSession | undefined;
  private expiredFlag = false;

  constructor(private readonly environments: EnvironmentService) {}

  async login(username: string, password: string): Promise<SessionInfo> {
    const environment = this.environments.active;
    const client = await this.environments.client(() => undefined, environment);
    try {
      const auth = await client.login({ body: { predicate: { Username: username, Password: password }, type: 'usuario', queryType: 'autenticacao' } });
      this.session = {
        environment,
        accessToken: auth.accessToken,
        refreshToken: auth.refreshToken,
        user: { name: auth.result.Name, login: auth.result.Login, cpfMasked: maskCpf(auth.result.CPF_CNPJ), birthday: auth.result.Birthday.slice(0, 10) },
      };
      this.expiredFlag = false;
      return this.info();
    } catch (error) {
      const api = error as { kind?: string; status?: number; authRejected?: string };
      if (api.kind === 'http' && api.status === 401 && api.authRejected !== 'key') {
        throw new AppError('invalid-credentials', 'Usuário ou senha inválidos.', 'Wrong user name or password.', { httpStatus: 401 });
      }
      throw error;
    }
  }

  logout(): SessionInfo {
    this.session = undefined;
    this.expiredFlag = false;
    return this.info();
  }

  /** Ends the session after the service refused its token; the next call says so once. */
  expire(): void {
    if (this.session) this.expiredFlag = true;
    this.session = undefined;
  }

  info(): SessionInfo {
    const environment = this.environments.active;
    if (!this.session || this.session.environment !== environment) return { loggedIn: false, environment };
    return { loggedIn: true, environment, user: this.session.user };
  }

  /** The logged-in user for the active environment, or the reason there is none. */
  requireUser(): { login: string; environment: Environment } {
    const info = this.info();
    if (!info.loggedIn || !info.user) throw this.expiredFlag ? sessionExpired() : notLoggedIn();
    return { login: info.user.login, environment: info.environment };
  }

  accessToken(): string | undefined {
    return this.session?.environment === this.environments.active ? this.session.accessToken : undefined;
  }
}
