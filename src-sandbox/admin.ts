/**
 * The sandbox's own control API under /_sandbox (loopback only): health,
 * fault rules, the request log, the state writes produced, the response
 * dialect, the real-world mode (D45) and token expiry. Used by tests, drills
 * and trainers. Node only. Every route under /_sandbox passes
 * control-guard.ts first.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { operationIds } from '../src-shared/contract';
import { parsePtBr } from '../src-shared/zod-pt-br';
import { controlRequestRefusal, isControlPath } from './control-guard';
import { FaultRule } from './faults';
import type { Dialect } from './handlers/context';
import { describeRealWorld, RealWorldRequest, type RealWorldSettings, realWorldSettings } from './real-world/mode';
import type { RunningSandbox } from './running-sandbox';

const json = (value: unknown) => JSON.stringify(value);

export function registerAdminRoutes(
  app: FastifyInstance,
  sandbox: RunningSandbox,
  dialect: () => Dialect,
  realWorld: () => RealWorldSettings | undefined,
): void {
  const parseJson = (body: unknown): unknown => {
    if (!(body instanceof Buffer) || body.length === 0) return undefined;
    return JSON.parse(body.toString('utf8'));
  };
  /** The body as JSON, or undefined when it is none or not JSON (the schema then refuses it). */
  const jsonOrUndefined = (body: unknown): unknown => {
    try {
      return parseJson(body);
    } catch {
      return undefined;
    }
  };
  const bad = (
    reply: { code: (n: number) => { type: (t: string) => { send: (b: string) => unknown } } },
    message: string,
  ) =>
    reply
      .code(400)
      .type('application/json')
      .send(json({ status: '400', mensagem: message }));

  // One guard for every control route, present and future: the sandbox's own Host, no foreign page, no simple POST.
  app.addHook('onRequest', async (request, reply) => {
    if (!isControlPath(request.url) && !(request.routeOptions.url ?? '').startsWith('/_sandbox')) return;
    const header = (name: string) =>
      typeof request.headers[name] === 'string' ? (request.headers[name] as string) : undefined;
    const refusal = controlRequestRefusal(
      { method: request.method, host: header('host'), origin: header('origin'), contentType: header('content-type') },
      sandbox.port,
    );
    if (refusal)
      return reply
        .code(refusal.status)
        .type('application/json')
        .send(json({ status: String(refusal.status), mensagem: refusal.message }));
  });

  app.get('/_sandbox/health', async (_req, reply) =>
    reply.type('application/json').send(
      json({
        ok: true,
        seed: sandbox.world.seed,
        referenceDate: sandbox.world.referenceDate,
        operations: operationIds.length,
        dialect: dialect(),
        realWorld: describeRealWorld(realWorld()),
      }),
    ),
  );

  app.get('/_sandbox/faults', async (_req, reply) => reply.type('application/json').send(json(sandbox.faults.list())));
  app.put('/_sandbox/faults', async (req, reply) => {
    try {
      const rules = parsePtBr(z.array(FaultRule), parseJson(req.body));
      sandbox.faults.replace(rules);
      return reply.type('application/json').send(json(sandbox.faults.list()));
    } catch (error) {
      return bad(reply, `Regras de falha inválidas: ${(error as Error).message.slice(0, 300)}`);
    }
  });
  app.delete('/_sandbox/faults', async (_req, reply) => {
    sandbox.faults.replace([]);
    return reply.code(204).send();
  });

  app.get('/_sandbox/requests', async (_req, reply) =>
    reply.type('application/json').send(json(sandbox.requests.list())),
  );
  app.delete('/_sandbox/requests', async (_req, reply) => {
    sandbox.requests.clear();
    return reply.code(204).send();
  });

  app.get('/_sandbox/state', async (_req, reply) => reply.type('application/json').send(json(sandbox.store.current)));

  app.put('/_sandbox/dialect', async (req, reply) => {
    const parsed = z.object({ dialect: z.enum(['sample', 'schema']) }).safeParse(jsonOrUndefined(req.body));
    if (!parsed.success) return bad(reply, 'Use {"dialect":"sample"} ou {"dialect":"schema"}.');
    sandbox.setDialect(parsed.data.dialect);
    return reply.code(204).send();
  });

  app.get('/_sandbox/real-world', async (_req, reply) =>
    reply.type('application/json').send(json(describeRealWorld(realWorld()))),
  );
  app.put('/_sandbox/real-world', async (req, reply) => {
    const parsed = RealWorldRequest.safeParse(jsonOrUndefined(req.body));
    if (!parsed.success) {
      return bad(
        reply,
        'Use {"enabled":true,"seed":7,"share":0.3,"shapes":true} ou {"enabled":false}: a semente é um inteiro a partir de 0, a proporção vai de 0 a 1 e shapes liga as formas de resposta (envelopes, erros com 200…); todas opcionais.',
      );
    }
    const { enabled, seed, share, shapes } = parsed.data;
    sandbox.setRealWorld(enabled ? realWorldSettings({ seed, share, shapes }) : undefined);
    return reply.type('application/json').send(json(describeRealWorld(realWorld())));
  });

  app.post('/_sandbox/tokens/expire', async (_req, reply) => {
    sandbox.access.expireAllTokens();
    return reply.code(204).send();
  });
}
