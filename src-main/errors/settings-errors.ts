/** Main process. The settings file or a change to the settings could not be used; nothing was written. */

export interface SettingsIssue {
  /** Dotted field path, e.g. "environments.test.baseUrl"; '' for the whole document. */
  path: string;
  message: string;
}

/** The issues in one line: `caminho: mensagem`, separated by spaces. */
export function summarizeIssues(issues: SettingsIssue[]): string {
  return issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join(' ');
}

/** settings.json exists but cannot be used; the file was not touched. */
export class SettingsFileError extends Error {
  override readonly name = 'SettingsFileError';

  constructor(
    readonly path: string,
    readonly problem: string,
    options?: { cause?: unknown },
  ) {
    super(
      `O arquivo de configurações ${path} não pôde ser usado: ${problem} O arquivo não foi alterado; corrija-o ou remova-o para voltar aos padrões.`,
      options,
    );
  }
}

/** A change was refused; nothing was written. */
export class SettingsValidationError extends Error {
  override readonly name = 'SettingsValidationError';

  constructor(readonly issues: SettingsIssue[]) {
    super(`Configurações inválidas: ${summarizeIssues(issues)}`);
  }
}
