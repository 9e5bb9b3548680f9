/**
 * Runs in the drills' process (Node). Disk drills: a full disk
 * and a read-only folder under the journal, the settings and the exports,
 * through the whole main-process handler layer (the IPC harness, its own
 * embedded sandbox and user-data folder per case).
 *
 * The suite runs as root, where chmod 0555 does not stop a write and no
 * small tmpfs can be mounted, so both conditions are injected through the
 * file-system port (tests/support/faulty-files.ts): writes fail with ENOSPC
 * (after a short write, as a nearly full disk does) or EROFS.
 *
 * For each case: the employee gets a clear message naming the reason and
 * the file or folder (never "unexpected error, try again"), nothing is sent
 * when the journal cannot record it first, an answer that arrived is never
 * reported as failed, no file is left half-written, and journal and sandbox
 * still agree (reconcile.ts): nothing lost, nothing duplicated.
 *
 * No vitest import here: scripts/drills.ts loads this too.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SandboxState } from '../../../../src-sandbox/state';
import { OperationsJournal } from '../../../../src-main/journal/journal';
import { faultyFiles, type InjectedFault } from '../../../support/faulty-files';
import { startIpcHarness } from '../../../support/ipc-harness';
import { callOperation, type DrillWrite, fingerprintKeyOf, writeFingerprint, writePayload } from './drill-data';
import { reconcile } from './reconcile';
import { errorText } from '../../../../src-renderer/i18n/error-text';
import type { JournalWarning } from '../../../../src-shared/ipc/views';
import type { IpcResult } from '../../../../src-shared/ipc/ipc-result';

export type DiskTarget =
  'journal before sending' | 'journal after the answer' | 'settings' | 'export file' | 'journal before an export';
export const DISK_TARGETS: readonly DiskTarget[] = [
  'journal before sending',
  'journal after the answer',
  'settings',
  'export file',
  'journal before an export',
];
export type DiskFault = Extract<InjectedFault, 'disk-full' | 'read-only'>;
export const DISK_FAULTS: readonly DiskFault[] = ['disk-full', 'read-only'];

export interface DiskCaseResult {
  id: string;
  target: DiskTarget;
  fault: DiskFault;
  /** What the employee got: an error code, or "ok" (with a warning when the journal could not record it). */
  outcome: string;
  message: string;
  /** Writes the sandbox stored / the employee was told succeeded, for the journal cases. */
  stored?: number;
  acknowledged?: number;
  problems: string[];
}

const REASON: Record<DiskFault, RegExp> = { 'disk-full': /disco está cheio/, 'read-only': /somente leitura/ };
const REASON_EN: Record<DiskFault, RegExp> = { 'disk-full': /disk is full/, 'read-only': /read-only/ };

export async function runDiskCase(target: DiskTarget, fault: DiskFault, tag: string): Promise<DiskCaseResult> {
  const disk = faultyFiles();
  let armOnAnswer = false;
  const exportsDir = { path: '' };
  const h = await startIpcHarness({
    files: disk.files,
    savePath: (name) => join(exportsDir.path, name),
    // "The folder filled up after the request was sent": the fault strikes when the answer to the write arrives.
    fetch: async (input, init) => {
      const response = await globalThis.fetch(input, init);
      const method = (input instanceof Request ? input.method : init?.method) ?? 'GET';
      if (armOnAnswer && method !== 'GET' && !String(input instanceof Request ? input.url : input).includes('/auth')) {
        armOnAnswer = false;
        disk.fail(fault, h.userDataDir, { allowBytes: 64 });
      }
      return response;
    },
  });
  const problems: string[] = [];
  const result: DiskCaseResult = { id: `${fault}@${target}`, target, fault, outcome: '', message: '', problems };
  const clearMessage = (message: string, messageEn: string, where: string) => {
    if (!REASON[fault].test(message)) problems.push(`a mensagem não diz o motivo: "${message}"`);
    if (!REASON_EN[fault].test(messageEn)) problems.push(`a mensagem em inglês não diz o motivo: "${messageEn}"`);
    if (!message.includes(where)) problems.push(`a mensagem não diz onde (${where}): "${message}"`);
    if (/Erro inesperado|Tente de novo/i.test(message)) problems.push(`mensagem genérica: "${message}"`);
  };
  try {
    exportsDir.path = join(h.userDataDir, 'exportacoes');
    mkdirSync(exportsDir.path, { recursive: true });
    await h.login();
    const journalPath = join(h.userDataDir, 'journal.jsonl');
    const key = await fingerprintKeyOf(h.ports.secretStore);

    if (target === 'journal before sending' || target === 'journal after the answer') {
      const op: DrillWrite = 'op3';
      const payload = writePayload(op, tag);
      const before = existsSync(journalPath) ? readFileSync(journalPath, 'utf8') : '';
      if (target === 'journal before sending') disk.fail(fault, h.userDataDir, { allowBytes: 64 });
      else armOnAnswer = true;
      const answer = await callOperation(h.api, op, payload);
      const sent = {
        tag,
        op,
        fingerprint: writeFingerprint(op, payload, key),
        acknowledged: answer.ok,
        journalEntryId: answer.ok
          ? (answer.data as { journalEntryId: string }).journalEntryId
          : answer.error.journalEntryId,
      };
      if (target === 'journal before sending') {
        result.outcome = answer.ok ? 'ok' : answer.error.code;
        if (answer.ok) problems.push('a gravação foi enviada sem registro no diário');
        else {
          result.message = errorText(answer.error, 'pt-BR');
          if (answer.error.code !== 'local-write-failed')
            problems.push(`código ${answer.error.code}, esperado local-write-failed`);
          if (!/^Nada foi enviado/.test(errorText(answer.error, 'pt-BR')))
            problems.push('a mensagem não diz que nada foi enviado');
          clearMessage(errorText(answer.error, 'pt-BR'), errorText(answer.error, 'en'), journalPath);
        }
        if ((await h.sandboxRequests()).some((r) => r.operation === op)) problems.push('o pedido chegou ao sandbox');
        if ((existsSync(journalPath) ? readFileSync(journalPath, 'utf8') : '') !== before)
          problems.push('o diário mudou');
      } else {
        const warning = answer.ok
          ? (answer.data as { journalWarning?: JournalWarning; result: { protocolo?: string } })
          : undefined;
        result.outcome = answer.ok ? (warning?.journalWarning ? 'ok + aviso' : 'ok') : answer.error.code;
        if (!answer.ok)
          problems.push(
            `o serviço concluiu, o atendente ouviu ${answer.error.code}: "${errorText(answer.error, 'pt-BR')}"`,
          );
        else if (!warning?.journalWarning) problems.push('sem aviso de que o registro não foi gravado');
        else {
          result.message = errorText(warning.journalWarning, 'pt-BR');
          clearMessage(
            errorText(warning.journalWarning, 'pt-BR'),
            errorText(warning.journalWarning, 'en'),
            journalPath,
          );
          if (
            !warning.result.protocolo ||
            !errorText(warning.journalWarning, 'pt-BR').includes(warning.result.protocolo)
          )
            problems.push('o aviso não traz o protocolo');
        }
        // The same write again must be stopped as a probable duplicate.
        const again = await callOperation(h.api, op, payload);
        if (again.ok || again.error.code !== 'duplicate-write')
          problems.push(`o reenvio não foi barrado como duplicidade (${again.ok ? 'ok' : again.error.code})`);
        // Healed: the outcome reaches the file, and journal and sandbox agree.
        disk.heal();
        if (!h.services.journal.retryUnsaved()) problems.push('o resultado não foi gravado depois de liberado o disco');
      }
      disk.heal();
      const state = (await h.sandboxState()) as unknown as SandboxState;
      const r = reconcile(
        [sent],
        new OperationsJournal(journalPath).list({}).map((e) => ({ ...e, fingerprint: e.fingerprint ?? '' })),
        state,
      );
      Object.assign(result, { stored: r.accepted, acknowledged: r.acknowledged });
      problems.push(...r.problems);
    } else if (target === 'settings') {
      data(await h.api.settings.update({ theme: 'dark' }));
      const path = join(h.userDataDir, 'settings.json');
      const before = readFileSync(path, 'utf8');
      disk.fail(fault, h.userDataDir, { allowBytes: 16 });
      const answer = await h.api.settings.update({ theme: 'light', requestTimeoutSeconds: 60 });
      result.outcome = answer.ok ? 'ok' : answer.error.code;
      if (answer.ok) problems.push('as configurações foram dadas como salvas');
      else {
        result.message = errorText(answer.error, 'pt-BR');
        if (answer.error.code !== 'local-write-failed')
          problems.push(`código ${answer.error.code}, esperado local-write-failed`);
        clearMessage(errorText(answer.error, 'pt-BR'), errorText(answer.error, 'en'), path);
      }
      disk.heal();
      if (readFileSync(path, 'utf8') !== before) problems.push('settings.json mudou');
      const view = data(await h.api.settings.get());
      if (view.theme !== 'dark' || view.requestTimeoutSeconds === 60)
        problems.push('as configurações em vigor mudaram');
      if (readdirSync(h.userDataDir).some((n) => n.endsWith('.tmp'))) problems.push('sobrou um arquivo temporário');
    } else {
      // The export's own folder fills up after its first bytes; or the journal's folder refuses the export's record outright.
      if (target === 'export file') disk.fail(fault, exportsDir.path, { allowBytes: 64 });
      else disk.fail(fault, h.userDataDir);
      const answer = await h.api.export.file({ kind: 'history', format: 'excel-br', filter: {} });
      result.outcome = answer.ok ? 'ok' : answer.error.code;
      disk.heal();
      if (answer.ok) problems.push('a exportação foi dada como concluída');
      else {
        result.message = errorText(answer.error, 'pt-BR');
        if (answer.error.code !== 'local-write-failed')
          problems.push(`código ${answer.error.code}, esperado local-write-failed`);
        clearMessage(
          errorText(answer.error, 'pt-BR'),
          errorText(answer.error, 'en'),
          target === 'export file' ? exportsDir.path : journalPath,
        );
        if (target === 'journal before an export' && !/^Nada foi exportado/.test(errorText(answer.error, 'pt-BR')))
          problems.push('a mensagem não diz que nada foi exportado');
      }
      const left = readdirSync(exportsDir.path);
      if (left.length > 0) problems.push(`sobrou na pasta de exportação: ${left.join(', ')}`);
      if (existsSync(join(h.userDataDir, 'exports-in-progress.json')))
        problems.push('a lista de exportações em andamento ficou com o arquivo');
      const exports = new OperationsJournal(journalPath).list({ actions: ['export'] });
      const wanted = target === 'export file' ? ['failed'] : [];
      if (JSON.stringify(exports.map((e) => e.status)) !== JSON.stringify(wanted))
        problems.push(
          `diário das exportações: [${exports.map((e) => e.status).join(', ')}], esperado [${wanted.join(', ')}]`,
        );
    }
    if (!existsSync(dirname(journalPath))) problems.push('a pasta de dados sumiu');
  } catch (error) {
    problems.push(`exceção: ${(error as Error).stack ?? String(error)}`);
  } finally {
    disk.heal();
    await h.stop();
  }
  return result;
}

function data<T>(result: IpcResult<T>): T {
  if (!result.ok) throw new Error(errorText(result.error, 'pt-BR'));
  return result.data;
}

/** Every target × every fault, a few side by side. */
export async function runDiskDrill(
  options: { concurrency?: number; onResult?: (r: DiskCaseResult) => void } = {},
): Promise<DiskCaseResult[]> {
  const cases = DISK_TARGETS.flatMap((target) => DISK_FAULTS.map((fault) => ({ target, fault })));
  const results: DiskCaseResult[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      const { target, fault } = cases[index]!;
      results[index] = await runDiskCase(target, fault, `d${index}`);
      options.onResult?.(results[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 4, cases.length) }, worker));
  return results;
}
