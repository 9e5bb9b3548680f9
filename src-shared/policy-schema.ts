/**
 * Shared. The machine-wide policy file IT installs (D133):
 * Linux `/etc/balcao/policy.json`, Windows `%ProgramData%\Balcão\policy.json`.
 * What it fixes is a settings patch, validated by the settings schema itself,
 * so a policy can never say what settings.json could not.
 */
import { z } from 'zod';
import { logLevel, settingsPatchSchema, strict } from './settings-schema';

const updateFeedUrl = z
  .url({ protocol: /^https$/, error: 'O endereço de atualizações deve ser https://servidor/caminho.' })
  .max(2000)
  .refine((value) => !/[?#]/.test(value) && !/\/\/[^/]*@/.test(value), {
    error: 'O endereço de atualizações não pode ter usuário, senha, parâmetros nem fragmento.',
  });

export const itPolicySchema = strict({
  version: z.literal(1, { error: 'Versão de política não suportada por esta versão do Balcão (esperada: 1).' }),
  /** Fields fixed for every employee on this machine (the settings screen shows them as "definido pela TI"). */
  settings: settingsPatchSchema.optional(),
  /** Production PCs: no sandbox environment, no embedded sandbox. */
  hideSandbox: z.boolean({ error: 'hideSandbox deve ser true ou false.' }).optional(),
  /** The company's update feed (electron-updater "generic" provider). */
  updateFeedUrl: updateFeedUrl.optional(),
  logLevel: logLevel.optional(),
});

export type ItPolicy = z.output<typeof itPolicySchema>;

/** What the settings screen shows about the policy. */
export interface PolicyView {
  state: 'absent' | 'ok' | 'broken';
  path: string;
  /** Why the file cannot be used (broken), pt-BR and English. */
  problem?: string;
  problemEn?: string;
  /** Dotted settings paths fixed by the policy (e.g. "environments.production.baseUrl", "logLevel"). */
  locked: string[];
  sandboxHidden: boolean;
  updateFeedUrl?: string;
}
