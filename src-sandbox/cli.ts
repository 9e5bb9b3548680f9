/**
 * Runs the sandbox alone: `npm run sandbox -- --port 4010 --data ./.sandbox-data`.
 * Prints its URL, serves until SIGINT/SIGTERM, then closes cleanly.
 */
import { parseArgs } from 'node:util';
import { operationIds } from '../src-shared/contract';
import { parseFaultSpec } from './faults';
import {
  DEFAULT_REAL_WORLD_SEED,
  DEFAULT_REAL_WORLD_SHARE,
  parseRealWorldSeed,
  realWorldFromEnv,
  realWorldSettings,
} from './real-world/mode';
import { DEFAULT_SEED, startSandbox } from './server';
import { StateFileError } from './state';

const HELP = `Sandbox do Balcão — implementação local das ${operationIds.length} operações da API.

Uso: npm run sandbox -- [opções]
  --port N          porta (padrão 4010; 0 escolhe uma livre)
  --host H          endereço (padrão 127.0.0.1; a API de controle /_sandbox só existe em loopback)
  --data DIR        pasta onde as gravações persistem (padrão ./.sandbox-data)
  --memory          não persiste nada (estado só em memória)
  --seed N          semente dos dados de demonstração (padrão ${DEFAULT_SEED})
  --reset-data      guarda o arquivo de estado atual ao lado e recomeça do zero
  --token-ttl S     validade do accessToken em segundos (padrão 900)
  --dialect D       sample (nomes dos exemplos da especificação) ou schema (nomes dos esquemas)
  --fault REGRA     injeta falhas; pode repetir. Ex.: latency=3000, error503=0.2@op8,op12, drop#1@op4
                    (também pela variável BALCAO_SANDBOX_FAULTS, regras separadas por ";")
  --real-world[=SEMENTE]
                    modo mundo real: parte dos registros responde como um serviço real (campos
                    ausentes ou nulos, números como texto, listas nulas ou como um objeto, campos
                    extras, datas com fuso), sempre igual para a mesma semente (padrão ${DEFAULT_REAL_WORLD_SEED});
                    também pela variável BALCAO_SANDBOX_REAL_WORLD=SEMENTE (1: semente padrão)
  --real-world-share P
                    proporção de registros alterados no modo mundo real, de 0 a 1 (padrão ${DEFAULT_REAL_WORLD_SHARE})
  --quiet           não registra cada requisição
  --help            esta ajuda`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    // `--real-world` alone is `--real-world=` (the default seed): parseArgs has no options with an optional value.
    args: process.argv.slice(2).map((arg) => (arg === '--real-world' ? '--real-world=' : arg)),
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      data: { type: 'string', default: '.sandbox-data' },
      memory: { type: 'boolean', default: false },
      seed: { type: 'string', default: String(DEFAULT_SEED) },
      'reset-data': { type: 'boolean', default: false },
      'token-ttl': { type: 'string', default: '900' },
      dialect: { type: 'string', default: 'sample' },
      fault: { type: 'string', multiple: true, default: [] },
      'real-world': { type: 'string' },
      'real-world-share': { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const port = Number(values.port);
  const seed = Number(values.seed);
  const tokenTtlSeconds = Number(values['token-ttl']);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Porta inválida: ${values.port}`);
  if (!Number.isSafeInteger(seed)) throw new Error(`Semente inválida: ${values.seed}`);
  if (!Number.isInteger(tokenTtlSeconds) || tokenTtlSeconds < 1)
    throw new Error(`Validade de token inválida: ${values['token-ttl']}`);
  if (values.dialect !== 'sample' && values.dialect !== 'schema')
    throw new Error(`Dialeto inválido: ${values.dialect} (use sample ou schema)`);
  const faults = [...parseFaultSpec(process.env.BALCAO_SANDBOX_FAULTS ?? ''), ...values.fault.flatMap(parseFaultSpec)];
  // The flag wins over the environment; a share alone turns the mode on with the default seed.
  const share = values['real-world-share'] === undefined ? undefined : Number(values['real-world-share']);
  const fromEnv = realWorldFromEnv(process.env.BALCAO_SANDBOX_REAL_WORLD);
  const realWorld =
    values['real-world'] !== undefined || share !== undefined || fromEnv
      ? realWorldSettings({
          seed: values['real-world'] !== undefined ? parseRealWorldSeed(values['real-world']) : fromEnv?.seed,
          share,
        })
      : undefined;

  const sandbox = await startSandbox({
    port,
    host: values.host,
    dataDir: values.memory ? undefined : values.data,
    seed,
    resetData: values['reset-data'],
    tokenTtlSeconds,
    dialect: values.dialect,
    faults,
    realWorld,
    log: values.quiet ? undefined : (line) => console.log(`${new Date().toISOString()} ${line}`),
  });
  console.log(`Sandbox do Balcão em ${sandbox.url}`);
  console.log(`Referência da API: ${sandbox.url}/docs  ·  OpenAPI: ${sandbox.url}/openapi.json`);
  console.log(
    `Dados: ${values.memory ? 'somente em memória' : values.data}${faults.length ? `  ·  falhas injetadas: ${faults.length}` : ''}`,
  );
  if (realWorld)
    console.log(
      `Modo mundo real: semente ${realWorld.seed}, ${Math.round(realWorld.share * 100)}% dos registros alterados`,
    );

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} recebido: encerrando o sandbox.`);
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(
    error instanceof StateFileError ? error.message : `Não foi possível iniciar o sandbox: ${(error as Error).message}`,
  );
  process.exit(2);
});
