/**
 * settings.json: the one definition of the app's settings. Defaults, the file
 * check on load and the validation of every change all come from here.
 */
import { z } from 'zod';
import { companyCodeProblem } from './company-code';
import { DEFAULT_STATEMENT_COMPANY, statementCompanyProblem } from './statement-company';

export const ENVIRONMENTS = ['sandbox', 'test', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Hosts a developer may reach over plain http (their own server on this machine). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * Trimmed text checked by a shared rule that says its problem in pt-BR and
 * English: the schema reports the pt-BR words, the form picks the language.
 */
function ruledText(missing: string, problemOf: (value: string) => { pt: string } | undefined) {
  return z
    .string({ error: missing })
    .trim()
    .check((ctx) => {
      const problem = problemOf(ctx.value);
      if (problem) ctx.issues.push({ code: 'custom', message: problem.pt, input: ctx.value });
    });
}

/** 1–4 digits, not zero (D101). */
const companyCode = ruledText('Informe o código da empresa.', companyCodeProblem);

/** The URL problem in pt-BR, or undefined when it is fine. '' means "not configured yet". */
function baseUrlProblem(value: string): string | undefined {
  if (value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Endereço inválido: use o formato https://servidor/caminho.';
  }
  const local = LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    return 'O endereço deve começar com https:// (http:// só é aceito para localhost ou 127.0.0.1).';
  }
  if (url.search !== '' || url.hash !== '' || /[?#]/.test(value)) {
    return 'O endereço não pode ter parâmetros de consulta (?…) nem fragmento (#…).';
  }
  if (url.username !== '' || url.password !== '') {
    // Credentials in a URL end up in logs and screenshots.
    return 'O endereço não pode conter usuário ou senha.';
  }
  return undefined;
}

const baseUrl = z
  .string({ error: 'Informe o endereço da API.' })
  .trim()
  // Paths are appended as "/…": a trailing slash would double it.
  .overwrite((value) => value.replace(/\/+$/, ''))
  .check((ctx) => {
    const problem = baseUrlProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });

/** strictObject whose unknown-key message is pt-BR (a typo in a hand-edited file is reported, not dropped). */
export function strict<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `Campo desconhecido: ${issue.keys.join(', ')}.`;
      if (issue.code === 'invalid_type') return 'Era esperado um objeto JSON.';
      return undefined;
    },
  });
}

const activeEnvironment = z.enum(ENVIRONMENTS, { error: 'Ambiente inválido: use sandbox, test ou production.' });
const language = z.enum(['pt-BR', 'en'], { error: 'Idioma inválido: use pt-BR ou en.' });
const theme = z.enum(['light', 'dark', 'auto'], { error: 'Tema inválido: use light, dark ou auto.' });
/** How much the log files say (D132); IT may fix it in the policy file (D133). */
export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const logLevel = z.enum(LOG_LEVELS, { error: 'Nível de log inválido: use error, warn, info ou debug.' });
const requestTimeoutSeconds = z
  .number({ error: 'O tempo limite deve ser um número de segundos.' })
  .int({ error: 'O tempo limite deve ser um número inteiro de segundos.' })
  .min(5, { error: 'O tempo limite deve ser de pelo menos 5 segundos.' })
  .max(120, { error: 'O tempo limite deve ser de no máximo 120 segundos.' });

/** The company's name on the statements: one line, 1–120 characters (D183). */
const statementCompanyName = ruledText('Informe o nome da empresa que aparece nos extratos.', statementCompanyProblem);

const remoteEnvironment = strict({ baseUrl: baseUrl.default(''), companyCode: companyCode.default('1') });

export const settingsSchema = strict({
  version: z.literal(1, { error: 'Versão de configurações não suportada por esta versão do Balcão (esperada: 1).' }),
  activeEnvironment: activeEnvironment.default('sandbox'),
  environments: strict({
    sandbox: strict({ companyCode: companyCode.default('1') }).prefault({}),
    test: remoteEnvironment.prefault({}),
    production: remoteEnvironment.prefault({}),
  }).prefault({}),
  language: language.default('pt-BR'),
  theme: theme.default('auto'),
  requestTimeoutSeconds: requestTimeoutSeconds.default(20),
  logLevel: logLevel.default('info'),
  statementCompanyName: statementCompanyName.default(DEFAULT_STATEMENT_COMPANY),
});

export type Settings = z.output<typeof settingsSchema>;

/** A change from the settings screen: any subset of fields, environments field by field. */
export const settingsPatchSchema = strict({
  activeEnvironment: activeEnvironment.optional(),
  environments: strict({
    sandbox: strict({ companyCode: companyCode.optional() }).optional(),
    test: strict({ baseUrl: baseUrl.optional(), companyCode: companyCode.optional() }).optional(),
    production: strict({ baseUrl: baseUrl.optional(), companyCode: companyCode.optional() }).optional(),
  }).optional(),
  language: language.optional(),
  theme: theme.optional(),
  requestTimeoutSeconds: requestTimeoutSeconds.optional(),
  logLevel: logLevel.optional(),
  statementCompanyName: statementCompanyName.optional(),
});

export type SettingsPatch = z.input<typeof settingsPatchSchema>;

export function defaultSettings(): Settings {
  return settingsSchema.parse({ version: 1 });
}

/** Applies a patch field by field; the result still has to pass settingsSchema. */
export function mergeSettings(current: Settings, patch: SettingsPatch): unknown {
  const envs = patch.environments ?? {};
  return {
    ...current,
    ...withoutUndefined({
      activeEnvironment: patch.activeEnvironment,
      language: patch.language,
      theme: patch.theme,
      requestTimeoutSeconds: patch.requestTimeoutSeconds,
      logLevel: patch.logLevel,
      statementCompanyName: patch.statementCompanyName,
    }),
    environments: {
      sandbox: { ...current.environments.sandbox, ...withoutUndefined(envs.sandbox ?? {}) },
      test: { ...current.environments.test, ...withoutUndefined(envs.test ?? {}) },
      production: { ...current.environments.production, ...withoutUndefined(envs.production ?? {}) },
    },
  };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
