/**
 * The embedded sandbox: a faithful local implementation of the whole API set
 * over real HTTP, with deterministic demo data, persistent writes and fault
 * injection. The CLI (cli.ts) and the app's main process both start it here.
 */
import { existsSync, renameSync } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import {
  buildOpenApiDocument,
  operations,
  REQUEST_BODY_LIMIT_BYTES,
  todayInSaoPaulo,
  type HttpErrorStatus,
  type OperationDef,
  type OperationId,
} from '../src-shared/contract';
import { maskCpfsInText } from '../src-shared/mask';
import { AccessControl } from './access';
import { Catalog } from './catalog';
import { generateWorld } from './demo/generate-world';
import { type Fault, FaultInjector, type FaultRuleInput } from './faults';
import { isCharsetKind, isWireErrorKind, reencodeAnswer, WireAnswer, wireErrorAnswer } from './wire-faults';
import { cacheableReads, handlers } from './handlers';
import type { Dialect, HandlerResult, OperationContext } from './handlers/context';
import { errorResponse, SandboxHttpError } from './http-errors';
import { authenticate, checkPrivilege, validateRequest } from './pipeline';
import { BODY_TOO_COMPLEX, BODY_TOO_LARGE, readBoundedBody } from './bounded-body';
import { addressRefusal } from './control-guard';
import { renderReferencePage } from './reference-page';
import { RequestLog } from './request-log';
import { ResponseCache } from './response-cache';
import {
  type Answer,
  bodyStream,
  isStreamed,
  JSON_CONTENT_TYPE,
  serialize,
  serializeOrStream,
  wholeOf,
} from './answer';
import { StateStore } from './state';
import { ContractViolation } from './validation';
import type { DemoWorld } from './world';
import { registerAdminRoutes } from './admin';
import type { RunningSandbox } from './running-sandbox';
import { asRealWorld, realWorldCacheKey, type RealWorldSettings, realWorldSettings } from './real-world/mode';
import { operationForPath } from './route-match';

export const DEFAULT_SEED = 20261122;
/** Largest request body accepted: room for a signed proposal in base64 (Op6 `documento`, D20). */
export const BODY_LIMIT_BYTES = REQUEST_BODY_LIMIT_BYTES;
export const DEFAULT_TOKEN_TTL_SECONDS = 15 * 60;
/**
 * Longest a client may take to send a whole request, headers and body (Fastify's default, 0, waits forever: a
 * connection trickling one byte at a time stayed open indefinitely). Room for an 8 MiB body on a slow link.
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export interface SandboxOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1; the control API (/_sandbox) exists only on loopback. */
  host?: string;
  /** Where writes persist; in memory when absent. */
  dataDir?: string;
  seed?: number;
  /** Set aside an unreadable state file and start afresh (never done silently). */
  resetData?: boolean;
  tokenTtlSeconds?: number;
  faults?: FaultRuleInput[];
  dialect?: Dialect;
  /** Real-world mode (D45): a seeded share of records answers with gaps, text numbers, offsets… Off when absent. */
  realWorld?: { seed?: number; share?: number; shapes?: boolean };
  /** Clock for business rules and token expiry (tests move it). */
  now?: () => Date;
  /** One line per request, personal data masked. */
  log?: (line: string) => void;
  /** A world generated beforehand, to share between several sandboxes in one process. */
  world?: DemoWorld;
  /** See DEFAULT_REQUEST_TIMEOUT_MS (tests shorten it). */
  requestTimeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One operation as served: its contract, its handler, and whether its answers may be reused. */
interface Route {
  op: OperationDef;
  handler: (ctx: OperationContext<OperationId>) => HandlerResult;
  cacheable: boolean;
}

/** What a cacheable read's answer depends on besides the state and the answer style (dialect, real-world mode): its operation, validated path parameters and query. */
function answerKey(op: OperationDef, params: Record<string, string>, query: unknown): string {
  return JSON.stringify([op.id, params, query]);
}

/** Sends an answer as it is: status, headers, and the payload's bytes (none: an empty body) or its stream. */
function sendAnswer(reply: FastifyReply, answer: Answer): FastifyReply {
  reply.code(answer.status).headers(answer.headers);
  if (isStreamed(answer)) return reply.send(bodyStream(answer));
  return reply.send(answer.payload.length > 0 ? answer.payload : undefined);
}

/** Faults that rewrite the body's bytes: they take a streamed answer whole, so their bytes are what they always were. */
const rewritesBody = (fault: Fault) =>
  isCharsetKind(fault.kind) || fault.kind === 'malformed' || fault.kind === 'trickle';

function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const seed = options.seed ?? DEFAULT_SEED;
  // Checked first: a bad setting stops the start before anything is touched.
  let realWorld: RealWorldSettings | undefined = options.realWorld ? realWorldSettings(options.realWorld) : undefined;
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? (() => new Date());
  const world = options.world ?? generateWorld(seed);
  if (options.resetData && options.dataDir) {
    const path = join(options.dataDir, 'sandbox-state.json');
    if (existsSync(path)) renameSync(path, `${path}.${new Date().toISOString().replace(/[:.]/g, '-')}.bak`);
  }
  const store = new StateStore(options.dataDir, seed);
  const catalog = new Catalog(world);
  const access = new AccessControl(world, options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS, () => now().getTime());
  const faults = new FaultInjector(options.faults ?? []);
  const requests = new RequestLog();
  const answers = new ResponseCache();
  let dialect: Dialect = options.dialect ?? 'sample';
  // Everything besides the state that shapes a read's answer: the cache holds answers of one such style at a time.
  const answerStyle = () => `${dialect}|${realWorldCacheKey(realWorld)}`;
  let style = answerStyle();
  let baseUrl = '';

  /**
   * A request refused before any route ran (a path the router cannot read, a foreign Host or Origin): answered in
   * the style of the operation its path names (a bare `{ status, mensagem }` when it names none), and logged.
   */
  function refusedBeforeRouting(
    request: { method: string; url: string },
    statusFor: (op: OperationDef | undefined) => HttpErrorStatus,
    message: string,
  ) {
    const op = operationForPath(request.method, request.url);
    const status = statusFor(op);
    const result = op
      ? errorResponse(op, status, [message])
      : { status, body: { status: String(status), mensagem: message } };
    requests.add({
      atMs: Date.now(),
      method: request.method,
      url: request.url,
      operation: (op?.id as OperationId | undefined) ?? null,
      valid: false,
      status: result.status,
      faults: [],
      durationMs: 0,
    });
    return result;
  }

  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: true,
    // Slow or silent clients are cut off: headers within the time limit (20 s at most), the whole request within it.
    // Node checks at connectionsCheckingInterval (30 s by default, longer than the limit itself).
    requestTimeout,
    http: {
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, 20_000),
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(requestTimeout / 2))),
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Refused by the router (bad percent-encoding, a segment over 200 characters): answered in the operation's style.
    frameworkErrors: (_error, request, rawReply) => {
      const reply = rawReply as unknown as FastifyReply;
      const message = 'Caminho inválido: segmento com codificação inválida ou longo demais.';
      const result = refusedBeforeRouting(request, (op) => op?.validationStatus ?? 400, message);
      // Fastify ignores what this handler returns; the reply is thenable only to wait for its own sending.
      void sendAnswer(reply, serialize(result));
    },
  });

  // Bodies arrive raw, their size and JSON shape bounded as they arrive (nothing parses a 700,000-key body);
  // each operation parses and rejects them in its own error style.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, payload, done) => readBoundedBody(payload, BODY_LIMIT_BYTES, done));

  // Every route (operations, pages, control API) of a sandbox on loopback answers only its own Host and no foreign
  // page: a page in the employee's browser reaching 127.0.0.1 by DNS rebinding reads and writes nothing.
  if (isLoopback(host)) {
    app.addHook('onRequest', async (request, reply) => {
      const header = (name: string) =>
        typeof request.headers[name] === 'string' ? (request.headers[name] as string) : undefined;
      const refusal = addressRefusal({ host: header('host'), origin: header('origin') }, running.port);
      if (!refusal) return;
      const result = refusedBeforeRouting(request, () => refusal.status, refusal.message);
      return sendAnswer(reply, serialize(result));
    });
  }

  for (const op of Object.values(operations) as OperationDef[]) {
    const route: Route = {
      op,
      handler: handlers[op.id as OperationId] as Route['handler'],
      cacheable: cacheableReads.has(op.id as OperationId),
    };
    app.route({
      method: op.method,
      url: fastifyPath(op.path),
      config: { operationId: op.id },
      handler: (request, reply) => serveOperation(route, request, reply),
    });
  }

  async function serveOperation(
    { op, handler, cacheable }: Route,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const started = performance.now();
    const opId = op.id as OperationId;
    const drawn = faults.draw(opId);
    const before = drawn.length === 0 ? drawn : drawn.filter((f) => f.phase === 'before');
    const after = drawn.length === 0 ? drawn : drawn.filter((f) => f.phase === 'after');
    let valid = true;
    let answer: Answer;
    // The checked request, once checked: the real-world mode keys an error's shape by it too (D208).
    let asked: { params: Record<string, string>; query: unknown } | undefined;
    try {
      if (before.length > 0 && (await strike(before, request, reply, op))) {
        requests.add({
          atMs: Date.now(),
          method: request.method,
          url: request.url,
          operation: opId,
          valid: true,
          status: 0,
          faults: drawn.map((f) => f.kind),
          durationMs: 0,
        });
        return;
      }
      const principal = authenticate(op, request.headers, access);
      const validated = validateRequest(op, request, world.companyCodes);
      asked = validated;
      checkPrivilege(op, principal);
      // Every check above ran for this request; only the answer itself may come from the cache.
      const key = cacheable ? answerKey(op, validated.params, validated.query) : undefined;
      if (key !== undefined) answers.settle(store.version, style);
      const cached = key === undefined ? undefined : answers.get(key);
      if (cached) {
        answer = cached;
      } else {
        const at = now();
        const ctx = {
          ...validated,
          principal,
          catalog,
          store,
          access,
          now: at,
          // Only the writes that check dates read it: not worth a time-zone conversion on every read.
          get today() {
            return todayInSaoPaulo(at);
          },
          dialect,
        } as OperationContext<OperationId>;
        const result = handler(ctx);
        // HEAD answers with the length of the body it leaves out: that needs the body whole.
        const shape = request.method === 'HEAD' ? serialize : serializeOrStream;
        answer = shape(realWorld ? asRealWorld(op, result, realWorld, validated) : result);
        if (key !== undefined && !isStreamed(answer)) answers.set(key, answer);
      }
    } catch (error) {
      if (error instanceof ContractViolation) valid = false;
      if (error instanceof WireAnswer) {
        answer = error.answer;
      } else if (error instanceof SandboxHttpError) {
        const failed = errorResponse(op, error.status, error.messages);
        answer = serialize(realWorld && asked ? asRealWorld(op, failed, realWorld, asked) : failed);
      } else {
        options.log?.(`erro interno em ${op.id}: ${maskCpfsInText(String((error as Error)?.stack ?? error))}`);
        answer = serialize(errorResponse(op, 500, ['Erro interno do servidor.']));
      }
    }
    // `!after` errors: the operation ran (a write is applied) but its caller gets the error.
    const lateError = after.find((f) => f.kind === 'error500' || f.kind === 'error503');
    if (lateError)
      answer = serialize(
        errorResponse(op, lateError.kind === 'error500' ? 500 : 503, [
          'Erro no gateway após o processamento (falha injetada).',
        ]),
      );
    requests.add({
      atMs: Date.now(),
      method: request.method,
      url: request.url,
      operation: opId,
      valid,
      status: answer.status,
      faults: drawn.map((f) => f.kind),
      durationMs: Math.round((performance.now() - started) * 100) / 100,
    });
    options.log?.(
      `${request.method} ${op.id} ${answer.status} ${maskCpfsInText(request.url)}${drawn.length ? ` [falhas: ${drawn.map((f) => f.kind).join(',')}]` : ''}`,
    );
    if (after.length === 0) {
      // The usual path: no fault left to apply. A whole answer has gone out when send returns; a streamed one is
      // still going and is waited for (Fastify would otherwise end the reply when this handler's promise settles).
      if (isStreamed(answer)) await sendAnswer(reply, answer);
      else sendAnswer(reply, answer);
      return;
    }
    await respond(answer, after, request, reply);
  }

  /** Faults that strike before the operation: errors end the request here; true when the connection was dropped. */
  async function strike(
    before: readonly Fault[],
    request: FastifyRequest,
    reply: FastifyReply,
    op: OperationDef,
  ): Promise<boolean> {
    for (const fault of before) {
      if (fault.kind === 'latency') await sleep(fault.ms);
      if (fault.kind === 'drop') {
        request.raw.socket.destroy();
        reply.hijack();
        return true;
      }
      if (fault.kind === 'error500') throw new SandboxHttpError(500, 'Erro interno do servidor (falha injetada).');
      if (fault.kind === 'error503')
        throw new SandboxHttpError(503, 'Serviço temporariamente indisponível (falha injetada).');
      if (isWireErrorKind(fault.kind))
        throw new WireAnswer(wireErrorAnswer(fault.kind, fault.ms, op, request.body, now()));
    }
    return false;
  }

  async function respond(
    answer: Answer,
    after: readonly Fault[],
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    for (const fault of after) if (fault.kind === 'latency') await sleep(fault.ms);
    if (after.some((f) => f.kind === 'drop')) {
      request.raw.socket.destroy();
      reply.hijack();
      return;
    }
    if (isStreamed(answer) && !after.some(rewritesBody)) {
      await sendAnswer(reply, answer);
      return;
    }
    const whole = isStreamed(answer) ? wholeOf(answer) : answer;
    let headers = whole.headers;
    let body = whole.payload;
    const charset = after.find((f) => isCharsetKind(f.kind));
    if (charset && isCharsetKind(charset.kind))
      ({ headers, payload: body } = reencodeAnswer(charset.kind, headers, body));
    if (after.some((f) => f.kind === 'malformed')) {
      const payload = body.toString('utf8');
      body = Buffer.from(
        (payload || '{"status":"ok"}').slice(0, Math.max(1, Math.floor((payload.length || 15) / 2))) + '\u0000{',
      );
      headers = { ...headers, 'content-type': JSON_CONTENT_TYPE };
    }
    const trickle = after.find((f) => f.kind === 'trickle');
    if (trickle) {
      reply.hijack();
      reply.raw.writeHead(answer.status, { ...headers });
      await trickleOut(reply, body, trickle.ms);
      return;
    }
    await sendAnswer(reply, { status: answer.status, headers, payload: body });
  }

  async function trickleOut(reply: FastifyReply, data: Buffer, intervalMs: number): Promise<void> {
    const chunk = 32;
    for (let i = 0; i < data.length; i += chunk) {
      if (reply.raw.destroyed) return;
      reply.raw.write(data.subarray(i, i + chunk));
      await sleep(intervalMs);
    }
    reply.raw.end();
  }

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const opId = (request.routeOptions.config as { operationId?: OperationId } | undefined)?.operationId;
    const op = opId ? (operations[opId] as OperationDef) : undefined;
    const status = error.statusCode ?? 500;
    const message =
      error.code === BODY_TOO_LARGE
        ? `Corpo da requisição excede o limite de ${BODY_LIMIT_BYTES / 1024 / 1024} MiB.`
        : error.code === BODY_TOO_COMPLEX
          ? error.message
          : status < 500
            ? 'Requisição inválida.'
            : 'Erro interno do servidor.';
    const result = op
      ? errorResponse(op, status < 500 ? op.validationStatus : 500, [message])
      : { status: status < 500 ? 400 : 500, body: { status: String(status < 500 ? 400 : 500), mensagem: message } };
    requests.add({
      atMs: Date.now(),
      method: request.method,
      url: request.url,
      operation: opId ?? null,
      valid: status >= 500,
      status: result.status,
      faults: [],
      durationMs: 0,
    });
    return sendAnswer(reply, serialize(result));
  });

  app.setNotFoundHandler((request, reply) => {
    requests.add({
      atMs: Date.now(),
      method: request.method,
      url: request.url,
      operation: null,
      valid: false,
      status: 404,
      faults: [],
      durationMs: 0,
    });
    return reply
      .code(404)
      .type(JSON_CONTENT_TYPE)
      .send(
        JSON.stringify({
          status: '404',
          mensagem: `Recurso não encontrado: ${request.method} ${maskCpfsInText(request.url.split('?')[0]!.slice(0, 200))}`,
        }),
      );
  });

  app.get('/openapi.json', async (_req, reply) =>
    reply.type(JSON_CONTENT_TYPE).send(JSON.stringify(buildOpenApiDocument({ sandboxUrl: baseUrl }))),
  );
  app.get('/docs', async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(renderReferencePage(buildOpenApiDocument({ sandboxUrl: baseUrl }))),
  );
  app.get('/', async (_req, reply) => reply.redirect('/docs'));

  const running: RunningSandbox = {
    url: '',
    port: 0,
    faults,
    requests,
    answers,
    access,
    store,
    world,
    setDialect: (d) => {
      dialect = d;
      style = answerStyle();
    },
    setRealWorld: (settings) => {
      realWorld = settings && realWorldSettings(settings);
      style = answerStyle();
    },
    close: () => app.close(),
  };
  if (isLoopback(host))
    registerAdminRoutes(
      app,
      running,
      () => dialect,
      () => realWorld,
    );

  // A connection that never sends a byte is not a request yet, so Node's time limits may never look at it: it gets
  // the headers' time limit as an inactivity limit until its first byte arrives.
  const silentLimitMs = Math.min(requestTimeout, 20_000);
  app.server.on('connection', (socket: Socket) => {
    socket.setTimeout(silentLimitMs, () => socket.destroy());
    socket.once('data', () => socket.setTimeout(0));
  });

  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  running.url = baseUrl;
  running.port = port;
  return running;
}
