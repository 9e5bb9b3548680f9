/**
 * Main process. The text "Copiar diagnóstico" puts on the clipboard for a
 * support ticket (D132): app version, OS, environment, IT policy, updates, the
 * contract-drift summary and the last log lines. Built from values only (no
 * secrets ever reach it: keys stay in the vault), then masked as a whole, so
 * a CPF in any part of it (a log line, an address) never leaves unmasked.
 */
import type { ContractDriftView } from '../../src-shared/ipc/views';
import { maskCpfsInText } from '../../src-shared/mask';
import type { PolicyView } from '../../src-shared/policy-schema';
import type { UpdateView } from '../../src-shared/support/support-ipc';

export interface DiagnosticsFacts {
  now: Date;
  app: { name: string; version: string };
  os: { platform: string; release: string; arch: string };
  runtime: Record<string, string | undefined>;
  environment: { active: string; address: string; companyCode: string; keychainAvailable: boolean };
  logLevel: string;
  policy: PolicyView;
  update: UpdateView;
  drift: ContractDriftView;
  logLines: string[];
}

/** Scheme, host and path only (the settings refuse credentials, query and fragment; this makes sure). */
function safeAddress(address: string): string {
  if (address === '') return '(não configurado)';
  try {
    const url = new URL(address);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return '(inválido)';
  }
}

function policyLine(policy: PolicyView): string {
  if (policy.state === 'absent') return 'ausente';
  if (policy.state === 'broken')
    return `COM ERRO (tudo fixo, sem atualizações, sandbox oculto): ${policy.problem ?? ''}`;
  return `em vigor; fixa ${policy.locked.join(', ') || 'nada'}${policy.sandboxHidden ? '; sandbox oculto' : ''}`;
}

export function diagnosticsReport(facts: DiagnosticsFacts): string {
  const { environment: env, update } = facts;
  const lines = [
    `Diagnóstico do ${facts.app.name} — ${facts.now.toISOString()}`,
    `Versão: ${facts.app.version}`,
    `Sistema: ${facts.os.platform} ${facts.os.release} (${facts.os.arch})`,
    `Runtime: ${Object.entries(facts.runtime)
      .filter(([, version]) => version)
      .map(([name, version]) => `${name} ${version}`)
      .join(', ')}`,
    `Ambiente: ${env.active} — ${env.active === 'sandbox' ? 'sandbox embutido' : safeAddress(env.address)}, empresa ${env.companyCode}, chaveiro ${env.keychainAvailable ? 'disponível' : 'indisponível'}`,
    `Nível de log: ${facts.logLevel}`,
    `Política da TI (${facts.policy.path || 'sem caminho'}): ${policyLine(facts.policy)}`,
    `Atualizações: ${update.phase}${update.reason ? ` (${update.reason})` : ''}${update.version ? `, versão ${update.version}` : ''}${update.feedUrl ? `, feed ${safeAddress(update.feedUrl)}` : ''}${update.error ? `, erro: ${update.error}` : ''}`,
    '',
    `Divergências do contrato desde ${facts.drift.since} (${facts.drift.environment}):`,
  ];
  if (facts.drift.operations.length === 0) lines.push('  nenhuma resposta lida ainda');
  for (const op of facts.drift.operations) {
    const fields = op.fields.slice(0, 5).map((field) => `${field.path} ${field.kind} ×${field.count}`);
    const more = op.fields.length > 5 ? ` (+${op.fields.length - 5})` : '';
    lines.push(
      `  ${op.operation} ${op.title}: ${op.answersWithDrift}/${op.answers} respostas com divergência${fields.length ? ` — ${fields.join('; ')}` : ''}${more}`,
    );
  }
  lines.push('', `Últimas ${facts.logLines.length} linhas do log:`, ...facts.logLines);
  return maskCpfsInText(lines.join('\n'));
}
