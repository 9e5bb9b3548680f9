/** The settings form ↔ settingsPatchSchema: the form mirrors the patch, so the schema's issue paths are the field names. */
import type { FormErrors } from '@mantine/form';
import type { EnvironmentName } from '../../../src-shared/ipc/inputs';
import type { SettingsView } from '../../../src-shared/ipc/views';
import { settingsPatchSchema, type SettingsPatch } from '../../../src-shared/settings-schema';
import { issuesToFormErrors } from '../../writes/form-errors';
import { PT_BR_PARSE } from '../../writes/zod-pt-br';

export interface SettingsFormValues {
  activeEnvironment: EnvironmentName;
  environments: {
    sandbox: { companyCode: string };
    test: { baseUrl: string; companyCode: string };
    production: { baseUrl: string; companyCode: string };
  };
  /** NumberInput gives '' while empty. */
  requestTimeoutSeconds: number | string;
}

export function settingsFormValues(settings: SettingsView): SettingsFormValues {
  const { sandbox, test, production } = settings.environments;
  return {
    activeEnvironment: settings.activeEnvironment,
    environments: {
      sandbox: { companyCode: sandbox.companyCode },
      test: { baseUrl: test.baseUrl, companyCode: test.companyCode },
      production: { baseUrl: production.baseUrl, companyCode: production.companyCode },
    },
    requestTimeoutSeconds: settings.requestTimeoutSeconds,
  };
}

export function toSettingsPatch(values: SettingsFormValues): SettingsPatch {
  const timeout = values.requestTimeoutSeconds;
  return {
    activeEnvironment: values.activeEnvironment,
    environments: values.environments,
    // Empty or not a number: NaN, which the schema reports in its own words.
    requestTimeoutSeconds: typeof timeout === 'number' ? timeout : timeout.trim() === '' ? Number.NaN : Number(timeout),
  };
}

export function validateSettings(values: SettingsFormValues): FormErrors {
  const parsed = settingsPatchSchema.safeParse(toSettingsPatch(values), PT_BR_PARSE);
  return parsed.success ? {} : issuesToFormErrors(parsed.error.issues);
}
