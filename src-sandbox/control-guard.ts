/**
 * Who may use the sandbox's control API (/_sandbox/…): Node only, pure. The API is loopback-only already; this
 * keeps web pages out of it too. A page in the employee's browser can reach 127.0.0.1 by DNS rebinding (its own
 * name resolving to 127.0.0.1: the Host header gives it away) or send a cross-site request (the Origin header gives
 * it away, and a POST with a "simple" content type or none is sent without asking the server first).
 */

export interface ControlRequest {
  method: string;
  host: string | undefined;
  origin: string | undefined;
  contentType: string | undefined;
}

export interface ControlRefusal {
  status: 403 | 415;
  message: string;
}

/** The names this machine's loopback goes by, as a browser writes them in Host and Origin. */
const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True when `host` is `<loopback name>:<port>` exactly (any other name may be a rebound DNS name). */
function isOwnHost(host: string, port: number): boolean {
  const match = /^(\[[^\]]*\]|[^:]+):(\d{1,5})$/.exec(host.trim());
  return match !== null && LOOPBACK_NAMES.has(match[1]!.toLowerCase()) && Number(match[2]) === port;
}

/** True for `http://<loopback name>:<port>` exactly, as a browser sends it for the sandbox's own pages. */
function isOwnOrigin(value: string, port: number): boolean {
  try {
    const origin = new URL(value);
    return origin.protocol === 'http:' && origin.origin === value.toLowerCase() && isOwnHost(origin.host, port);
  } catch {
    return false;
  }
}

/** Why the request must be refused, or undefined to serve it. */
export function controlRequestRefusal(request: ControlRequest, port: number): ControlRefusal | undefined {
  if (!request.host || !isOwnHost(request.host, port)) {
    return { status: 403, message: 'API de controle do sandbox: só atende pelo endereço de loopback do próprio sandbox (cabeçalho Host).' };
  }
  // Tools and tests send no Origin; a browser always does on a POST, and on any cross-origin request.
  if (request.origin !== undefined) {
    if (!isOwnOrigin(request.origin, port)) return { status: 403, message: 'API de controle do sandbox: não atende pedidos vindos de páginas de outros endereços (cabeçalho Origin).' };
  }
  // A POST a page may send without a CORS preflight (text/plain, a form, or no type) changes nothing here.
  if (request.method === 'POST') {
    const mediaType = (request.contentType ?? '').split(';')[0]!.trim().toLowerCase();
    if (mediaType !== 'application/json') {
      return { status: 415, message: 'API de controle do sandbox: envie Content-Type: application/json.' };
    }
  }
  return undefined;
}

/** Whether a request path is under the control API (percent-encoded forms included). */
export function isControlPath(url: string): boolean {
  let path = url.split('?')[0]!;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Malformed encoding: judged as written.
  }
  return /^\/+_sandbox(?:\/|$)/i.test(path);
}
