/** The settings form ↔ settingsPatchSchema: the form mirrors the patch, so the schema's issue paths are the field names. */
import type { FormErrors } from '@mantine/form';
import type { EnvironmentName } from '../../../src-shared/ipc/inputs';
import type { SettingsView } from '../../../src-shared/ipc/views';
import { companyCodeProblem } from '../../../src-shared/company-code';
import { ENVIRONMENTS, settingsPatchSchema, type SettingsPatch } from '../../../src-shared/settings-schema';
import { statementCompanyProblem } from '../../../src-shared/statement-company';
import type { Language } from '../../i18n/i18n';
import { issuesToFormErrors } from '../../writes/form-errors';
import { currentLanguage } from '../../writes/form-language';
import { PT_BR_PARSE } from '../../../src-shared/zod-pt-br';

export interface SettingsFormValues {
  activeEnvironment: EnvironmentName;
  environments: {
    sandbox: { companyCode: string };
    test: { baseUrl: string; companyCode: string };
    production: { baseUrl: string; companyCode: string };
  };
  /** NumberInput gives '' while empty. */
  requestTimeoutSeconds: number | string;
  statementCompanyName: string;
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
    statementCompanyName: settings.statementCompanyName,
  };
}

export function toSettingsPatch(values: SettingsFormValues): SettingsPatch {
  const timeout = values.requestTimeoutSeconds;
  return {
    activeEnvironment: values.activeEnvironment,
    environments: values.environments,
    // Empty or not a number: NaN, which the schema reports in its own words.
    requestTimeoutSeconds: typeof timeout === 'number' ? timeout : timeout.trim() === '' ? Number.NaN : Number(timeout),
    statementCompanyName: values.statementCompanyName,
  };
}

/** The schema's problems; a company code's (D101) and the company name's (D183) in the employee's language, as the form shows them. */
export function validateSettings(values: SettingsFormValues, language: Language = currentLanguage()): FormErrors {
  const parsed = settingsPatchSchema.safeParse(toSettingsPatch(values), PT_BR_PARSE);
  const errors = parsed.success ? {} : issuesToFormErrors(parsed.error.issues);
  for (const env of ENVIRONMENTS) {
    const problem = companyCodeProblem(values.environments[env].companyCode);
    if (problem) errors[`environments.${env}.companyCode`] = language === 'en' ? problem.en : problem.pt;
  }
  const companyName = statementCompanyProblem(values.statementCompanyName);
  if (companyName) errors.statementCompanyName = language === 'en' ? companyName.en : companyName.pt;
  return errors;
}
