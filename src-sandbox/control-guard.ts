/**
 * Who may use the sandbox: Node only, pure. A page in the employee's browser can reach 127.0.0.1 by DNS rebinding
 * (its own name resolving to 127.0.0.1: the Host header gives it away) or send a cross-site request (the Origin
 * header gives it away). Every route of a sandbox on loopback (the operations, its pages, the control API) answers
 * only its own Host and no foreign Origin (addressRefusal); the control API (/_sandbox/…) also refuses a POST with
 * a "simple" content type or none, which a page may send without asking the server first.
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

export interface AddressedRequest {
  host: string | undefined;
  origin: string | undefined;
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

/** Why a request to a sandbox on loopback must be refused for its Host or Origin (any route), or undefined. */
export function addressRefusal(
  request: AddressedRequest,
  port: number,
  what = 'O sandbox',
): ControlRefusal | undefined {
  if (!request.host || !isOwnHost(request.host, port)) {
    return {
      status: 403,
      message: `${what}: só atende pelo endereço de loopback do próprio sandbox (cabeçalho Host).`,
    };
  }
  // Tools, tests and the app's main process send no Origin; a browser always does on a POST, and on any cross-origin request.
  if (request.origin !== undefined && !isOwnOrigin(request.origin, port)) {
    return {
      status: 403,
      message: `${what}: não atende pedidos vindos de páginas de outros endereços (cabeçalho Origin).`,
    };
  }
  return undefined;
}

/** Why a control API request must be refused, or undefined to serve it. */
export function controlRequestRefusal(request: ControlRequest, port: number): ControlRefusal | undefined {
  const refused = addressRefusal(request, port, 'API de controle do sandbox');
  if (refused) return refused;
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
