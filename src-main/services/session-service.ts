/**
 * The employee's session: Op1 login, tokens kept in this process's memory
 * only (never on disk, never over IPC), logout, and expiry. The password is
 * used once and not kept.
 */
import { maskCpf } from '../../src-shared/cpf';
import { calendarDateOf } from '../../src-shared/format/calendar-date';
import type { SessionInfo, SessionUser } from '../../src-shared/ipc';
import { AppError, notLoggedIn, sessionExpired } from '../ipc/app-error';
import type { Environment } from '../../src-shared/settings-schema';
import type { EnvironmentService } from './environment-service';

interface ActiveSession {
  environment: Environment;
  user: SessionUser;
  accessToken: string;
  /** Issued by Op1 but unused: no refresh operation is shown (decision D2). */
  refreshToken: string | null;
}

const MISSING_TOKEN = {
  pt: 'O serviço aceitou o login, mas não enviou o token de acesso, sem o qual nenhuma consulta funciona. Tente de novo; se continuar, avise o suporte.',
  en: 'The service accepted the login but sent no access token, without which no query works. Try again; if it persists, tell support.',
};

export class SessionService {
  private session: ActiveSession | undefined;
  private expiredFlag = false;

  constructor(private readonly environments: EnvironmentService) {}

  async login(username: string, password: string): Promise<SessionInfo> {
    const environment = this.environments.active;
    const client = await this.environments.client(() => undefined, environment);
    try {
      const { data: auth } = await client.login({ body: { predicate: { Username: username, Password: password }, type: 'usuario', queryType: 'autenticacao' } });
      // The one field a session cannot do without (D41): without it every later call would be refused.
      if (!auth.accessToken) throw new AppError('invalid-response', MISSING_TOKEN.pt, MISSING_TOKEN.en, { retryable: true });
      const user = auth.result;
      this.session = {
        environment,
        accessToken: auth.accessToken,
        refreshToken: auth.refreshToken,
        user: {
          name: user?.Name ?? null,
          // What the employee typed is who they are when the answer leaves the login out.
          login: user?.Login || username,
          cpfMasked: user?.CPF_CNPJ ? maskCpf(user.CPF_CNPJ) : null,
          birthday: calendarDateOf(user?.Birthday) ?? null,
        },
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
