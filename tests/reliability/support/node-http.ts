/**
 * Raw requests with node:http, for what fetch will not send as is: literal
 * `../` segments (fetch normalizes them), pre-encoded bytes, bodies on GET,
 * header values fetch would refuse or rewrite, repeated headers.
 *
 * One connection per request (no keep-alive): a server that answers before
 * reading a body (413, 431…) must not leave bytes for the next request. A
 * server may also close the connection while a large body is still being
 * written; once the answer arrived, that write error is expected and ignored.
 */
import { type ClientRequest, request } from 'node:http';
import type { RawResponse } from '../../support/raw-http';

export interface NodeRequest {
  method: string;
  /** Sent exactly as given (already encoded). */
  path: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
}

/** The answer, or `{ status: 0 }` with the socket error when the server closed without one. */
export function sendRaw(
  baseUrl: string,
  req: NodeRequest,
  timeoutMs = 10_000,
): Promise<RawResponse & { socketError?: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (value: RawResponse & { socketError?: string }) => {
      if (!settled) {
        settled = true;
        resolve(value);
      }
    };
    const headers: Record<string, string | string[]> = { ...(req.headers ?? {}) };
    if (
      req.body !== undefined &&
      !Object.keys(headers).some((h) => h.toLowerCase() === 'content-length' || h.toLowerCase() === 'transfer-encoding')
    ) {
      headers['Content-Length'] = String(Buffer.byteLength(req.body));
    }
    let answered = false;
    let partial: { status: number; headers: Headers; chunks: Buffer[] } | undefined;
    const client = request(
      { host: url.hostname, port: url.port, method: req.method, path: req.path, headers, agent: false },
      (response) => {
        answered = true;
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        partial = { status: response.statusCode ?? 0, headers: responseHeaders, chunks: [] };
        const { chunks } = partial;
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', () => undefined);
        response.on('end', () => finish(parse(response.statusCode ?? 0, responseHeaders, chunks)));
      },
    );
    client.on('socket', (socket) => socket.on('error', () => undefined));
    const timer = setTimeout(() => {
      finish({
        status: 0,
        headers: new Headers(),
        text: '',
        json: undefined,
        socketError: `no answer in ${timeoutMs} ms`,
      });
      client.destroy();
    }, timeoutMs);
    client.on('close', () => {
      clearTimeout(timer);
      // The server answered and then reset the connection (it never read the rest of a large body): the answer may be cut short.
      if (partial)
        finish({
          ...parse(partial.status, partial.headers, partial.chunks),
          socketError: 'connection closed during the answer',
        });
      else
        finish({
          status: 0,
          headers: new Headers(),
          text: '',
          json: undefined,
          socketError: 'connection closed without an answer',
        });
    });
    client.on('error', (error) =>
      finish({
        status: 0,
        headers: new Headers(),
        text: '',
        json: undefined,
        socketError: (error as NodeJS.ErrnoException).code ?? error.message,
      }),
    );
    void writeBody(client, req.body, () => answered);
  });
}

function parse(status: number, headers: Headers, chunks: Buffer[]): RawResponse {
  const text = Buffer.concat(chunks).toString('utf8');
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status, headers, text, json };
}

const CHUNK = 64 * 1024;

/** Writes the body in chunks, honouring back-pressure, and stops once the server answered (it may never read the rest). */
async function writeBody(
  client: ClientRequest,
  body: string | Buffer | undefined,
  answered: () => boolean,
): Promise<void> {
  if (body === undefined) {
    client.end();
    return;
  }
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    if (answered() || client.destroyed) return;
    if (!client.write(bytes.subarray(offset, offset + CHUNK))) {
      await new Promise<void>((resolve) => {
        const done = () => {
          client.off('drain', done);
          client.off('close', done);
          clearInterval(poll);
          resolve();
        };
        // The server may answer (and stop reading) while we wait for room in the socket.
        const poll = setInterval(() => answered() && done(), 20);
        client.on('drain', done);
        client.on('close', done);
      });
    }
  }
  if (!client.destroyed) client.end();
}
