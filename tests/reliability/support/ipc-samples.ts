/**
 * One valid input per IPC channel, for the leak test's full flow and as the
 * seed of the fuzzer's "near-valid" payloads. Operation channels reuse the
 * contract tests' valid requests; the others are written here. A channel
 * added to the map without a sample here fails the fuzz test, so it cannot
 * go unfuzzed.
 */
import { operations, type OperationDef, type OperationId } from '../../../src-shared/contract';
import { operationForChannel } from '../../../src-shared/ipc';
import type { DemoWorld } from '../../../src-sandbox/world';
import { validRequests } from '../../sandbox/valid-requests';
import { picks } from '../../support/world-picks';

/** The IPC payload of an operation, from the raw-HTTP valid request (writes confirm duplicates, so they are always sent). */
export function operationInput(world: DemoWorld, id: OperationId): Record<string, unknown> {
  const raw = validRequests(world, '')[id];
  const out: Record<string, unknown> = {};
  if (raw.params) out.path = raw.params;
  if (raw.query) out.query = raw.query;
  if (raw.body !== undefined) out.body = raw.body;
  if ((operations[id] as OperationDef).kind === 'write') out.confirmDuplicate = true;
  return out;
}

/** A valid payload for every channel, keyed `domain.name`. */
export function channelSamples(world: DemoWorld): Record<string, unknown> {
  const p = picks(world);
  const movementsPath = {
    idcliente: p.pensionHolder.cliente.cpf,
    idcertificado: p.pensionCertificate.numeroCertificado,
  };
  return {
    'app.info': undefined,
    'app.openExternal': { url: 'https://ajuda.seguradora.invalid/ajuda' },
    'app.showInFolder': { journalEntryId: '2f1c7a52-3d4e-4b6a-9c1d-0e2f3a4b5c6d' },
    'settings.get': undefined,
    'settings.update': { theme: 'dark', requestTimeoutSeconds: 30 },
    'settings.testConnection': { environment: 'sandbox' },
    'keychain.status': { environment: 'test' },
    'keychain.setFromClipboard': { environment: 'test' },
    'keychain.remove': { environment: 'test' },
    'session.login': { username: 'atendente', password: 'Balcao@2026' },
    'session.logout': undefined,
    'session.current': undefined,
    'journal.list': { actions: ['op3'], statuses: ['succeeded'], text: 'sinistro', limit: 50 },
    'journal.recordCpfReveal': { cpf: p.pensionHolder.cliente.cpf },
    'journal.resolveUnknown': {
      id: '0b7f3c1e-2a4d-4c8e-9f6a-1d2e3f4a5b6c',
      outcome: 'not-concluded',
      note: 'Consultou o serviço: nada foi registrado.',
    },
    'export.file': {
      kind: 'movements',
      format: 'excel-br',
      path: movementsPath,
      filter: { text: 'aporte' },
      sort: { column: 'dataMovimento', direction: 'desc' },
    },
    'receipt.pdf': { journalEntryId: '2f1c7a52-3d4e-4b6a-9c1d-0e2f3a4b5c6d' },
    'receipt.print': {
      journalEntryId: '2f1c7a52-3d4e-4b6a-9c1d-0e2f3a4b5c6d',
      customer: { cpf: p.pensionHolder.cliente.cpf, cpfRevealed: false },
    },
    'export.print': {
      kind: 'movements',
      path: movementsPath,
      filter: { text: 'aporte' },
      heading: { customerName: 'Maria', cpfRevealed: false },
    },
    'movements.open': {
      path: movementsPath,
      sort: { column: 'dataMovimento', direction: 'desc' },
      offset: 0,
      count: 100,
    },
    'movements.window': {
      path: movementsPath,
      filter: { text: 'aporte' },
      sort: { column: 'valorMovimento', direction: 'asc' },
      offset: 100,
      count: 100,
    },
    'movements.summary': { path: movementsPath, filter: { tiposMovimento: ['APORTE'] } },
    // A version the list is not at: answered at once, not held until it changes.
    'serviceStatus.waits': { after: 1 },
    'diagnostics.contractDrift': undefined,
    'support.status': undefined,
    'support.setLogLevel': { level: 'debug' },
    'support.openLogsFolder': undefined,
    'support.copyDiagnostics': undefined,
    'support.restartToUpdate': undefined,
    'support.rememberPlace': { place: { screen: 'customer', cpf: p.pensionHolder.cliente.cpf, tab: 'certificados' } },
    'support.recoveryNotice': undefined,
  };
}

/** The valid payload of any channel (operation or not), or undefined when none is known. */
export function sampleFor(world: DemoWorld, domain: string, name: string): { found: boolean; value: unknown } {
  const id = operationForChannel(domain, name);
  if (id) return { found: true, value: operationInput(world, id) };
  const samples = channelSamples(world);
  const key = `${domain}.${name}`;
  return { found: Object.prototype.hasOwnProperty.call(samples, key), value: samples[key] };
}
