/**
 * Main process. Proxies that ask for credentials (HTTP 407) on corporate
 * networks (D137): the decisions behind Electron's `app.on('login')`, in plain
 * code; the adapter (network/electron-proxy-login.ts) shows the dialog.
 *
 * - Only proxies get an answer; a server asking for basic auth does not (the
 *   API authenticates with keys and tokens, never with a browser prompt).
 * - One question at a time per proxy: requests challenged while the dialog is
 *   open wait for the same answer.
 * - The answer is kept in memory for the session (never on disk): Chromium
 *   asks again only when the proxy refused it, so a second challenge after an
 *   answer means "refused": ask again saying so, at most `maxAttempts` times.
 * - "Cancelar" is remembered for `declineMs`: a screen that loads ten things
 *   does not ask ten times.
 */

export interface ProxyChallenge {
  isProxy: boolean;
  scheme: string;
  host: string;
  port: number;
  realm: string;
}

export interface ProxyCredentials {
  username: string;
  password: string;
}

export interface ProxyQuestion {
  proxy: string;
  realm: string;
  /** The proxy refused the previous answer. */
  refused: boolean;
  attempt: number;
}

export type AskProxyCredentials = (question: ProxyQuestion) => Promise<ProxyCredentials | undefined>;

export interface ProxyLoginOptions {
  ask: AskProxyCredentials;
  clock: () => Date;
  log?: (line: string) => void;
  maxAttempts?: number;
  declineMs?: number;
}

interface ProxyState {
  answered?: ProxyCredentials;
  attempts: number;
  declinedAt?: number;
  pending?: Promise<ProxyCredentials | undefined>;
}

export class ProxyLogin {
  private readonly proxies = new Map<string, ProxyState>();
  private readonly maxAttempts: number;
  private readonly declineMs: number;

  constructor(private readonly options: ProxyLoginOptions) {
    this.maxAttempts = options.maxAttempts ?? 3;
    this.declineMs = options.declineMs ?? 60_000;
  }

  /** Credentials for this challenge, or undefined to let the request fail (407 / 401). */
  async answer(challenge: ProxyChallenge): Promise<ProxyCredentials | undefined> {
    if (!challenge.isProxy) return undefined;
    const key = `${challenge.host}:${challenge.port} ${challenge.realm}`;
    let state = this.proxies.get(key);
    if (!state) this.proxies.set(key, (state = { attempts: 0 }));
    if (state.pending) return state.pending;
    const now = this.options.clock().getTime();
    if (state.declinedAt !== undefined && now - state.declinedAt < this.declineMs) return undefined;
    if (state.attempts >= this.maxAttempts) {
      this.options.log?.(
        `[proxy] ${challenge.host}:${challenge.port} recusou ${state.attempts} respostas: não perguntamos mais nesta sessão`,
      );
      return undefined;
    }
    const refused = state.answered !== undefined;
    state.attempts += 1;
    const current = state;
    current.pending = this.options
      .ask({ proxy: `${challenge.host}:${challenge.port}`, realm: challenge.realm, refused, attempt: current.attempts })
      .then((credentials) => {
        if (credentials && credentials.username !== '') {
          current.answered = credentials;
          current.declinedAt = undefined;
          return credentials;
        }
        current.declinedAt = this.options.clock().getTime();
        // Cancelling is not a refusal by the proxy: the next question is a fresh first one.
        current.answered = undefined;
        current.attempts = 0;
        return undefined;
      })
      .finally(() => {
        current.pending = undefined;
      });
    return current.pending;
  }
}
