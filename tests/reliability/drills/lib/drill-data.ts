/**
 * What the drills send and how they find it again: tagged write payloads
 * (every write carries a unique tag the sandbox stores, so a record in
 * `sandbox-state.json` can be traced to the one request that made it), the
 * journal fingerprint of each payload (computed exactly as the operations
 * service does: the channel schema's parse, then keyedFingerprint with the
 * installation's secret from the same keychain the app uses), and the
 * tags found in a sandbox state.
 *
 * No vitest import here: scripts/drills.ts and the child fixtures load this too.
 */
import { generateWorld } from '../../../../src-sandbox/demo/generate-world';
import type { SandboxState } from '../../../../src-sandbox/state';
import type { DemoWorld } from '../../../../src-sandbox/world';
import { operations, type OperationDef, type OperationId } from '../../../../src-shared/contract';
import { ipcChannels, type BalcaoApi, type IpcResult } from '../../../../src-shared/ipc';
import { FingerprintKeyring } from '../../../../src-main/journal/fingerprint-key';
import { type FingerprintKey, keyedFingerprint } from '../../../../src-main/journal/request-fingerprint';
import type { SecretStore } from '../../../../src-main/keychain/secret-store';
import { signatureBody } from '../../../sandbox/valid-requests';
import { picks } from '../../../support/world-picks';

let world: DemoWorld | undefined;
/** The default-seed demo world (the CLI and the embedded sandbox use the same seed). */
export function drillWorld(): DemoWorld {
  world ??= generateWorld();
  return world;
}

/** Writes whose every acceptance leaves its own record in the sandbox state (countable: lost and duplicated show). */
export const COUNTABLE_WRITES = ['op2', 'op3', 'op4'] as const;
export type CountableWrite = (typeof COUNTABLE_WRITES)[number];
/** Op5 replaces the title's payment data: only the last accepted write is visible. */
export type DrillWrite = CountableWrite | 'op5';
export const DRILL_READS = ['op8', 'op9', 'op10', 'op12', 'op13', 'op15', 'op20', 'op21'] as const;
export type DrillRead = (typeof DRILL_READS)[number];

export interface OperationPayload {
  path?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  confirmDuplicate?: boolean;
}

/** Tags are short lower-case alphanumerics (they end up in e-mail addresses and in Op5's 15-character account). */
export function checkTag(tag: string): string {
  if (!/^[a-z0-9]{1,15}$/.test(tag)) throw new Error(`etiqueta inválida para os exercícios: ${tag}`);
  return tag;
}

const tagEmail = (tag: string) => `drill.${tag}@example.com.br`;
const EMAIL_TAG = /^drill\.([a-z0-9]+)@example\.com\.br$/;
const HASH_PREFIX = 'hash:drill';

/** A valid write for `op` whose sandbox record carries `tag`. */
export function writePayload(op: DrillWrite, tag: string): OperationPayload {
  checkTag(tag);
  const p = picks(drillWorld());
  switch (op) {
    case 'op2':
      return { body: signatureBody(p.lifeProposal.idProposta, { hash: `drill${tag}` }) };
    case 'op3':
      return {
        path: { idcliente: p.lifeHolder.cliente.cpf },
        body: {
          dataNascimentoSegurado: '1961-04-09',
          linhaNegocio: 'VIDA',
          nomeSegurado: 'José Carlos Pereira',
          email: tagEmail(tag),
        },
      };
    case 'op4':
      return {
        path: { idcliente: p.pensionHolder.cliente.cpf, idcertificado: p.pensionCertificate.numeroCertificado },
        body: {
          valor: 1500.5,
          fundos: [{ codigo: p.fund.codigo, percentualDistribuicao: 100 }],
          emails: { destinatario: tagEmail(tag) },
        },
      };
    case 'op5':
      // An account is digits (D90): the tag travels as its base-36 value plus one, read back by tagOfAccount.
      return {
        path: { idcliente: p.titleHolder.cliente.cpf, idtitulo: p.activeTitle.numeroTitulo },
        body: { banco: 341, agencia: '1234', conta: accountOfTag(tag) },
      };
  }
}

/** A valid read; `variant` picks among several customers so a load mixes them. */
export function readPayload(op: DrillRead, variant = 0): OperationPayload {
  const w = drillWorld();
  const p = picks(w);
  const cpf = p.pensionHolder.cliente.cpf;
  const cert = p.pensionCertificate.numeroCertificado;
  switch (op) {
    case 'op8': {
      const customers = w.customers;
      return { path: { idpessoafisica: customers[variant % customers.length]!.cliente.cpf } };
    }
    case 'op9':
      return { path: { idcliente: p.portabilityHolder.cliente.cpf } };
    case 'op10':
      return { path: { idcliente: p.lifeHolder.cliente.cpf, idcertificado: p.lifeCertificate.numeroCertificado } };
    case 'op12':
      return { path: { idcliente: cpf, idcertificado: cert } };
    case 'op13':
      return { path: { idcliente: cpf, idcertificado: cert.padStart(12, '0') } };
    case 'op15':
      return { path: { idcliente: cpf, idcertificado: cert } };
    case 'op20':
      return {};
    case 'op21':
      return { path: { idcliente: cpf, idcertificado: cert } };
  }
}

/** Calls an operation's channel by its domain and name, exactly as window.api does. */
export function callOperation(api: BalcaoApi, id: OperationId, payload: OperationPayload): Promise<IpcResult<unknown>> {
  const op = operations[id] as OperationDef;
  const group = (api as unknown as Record<string, Record<string, (input: unknown) => Promise<IpcResult<unknown>>>>)[
    op.domain
  ];
  const fn = group?.[op.name];
  if (!fn) throw new Error(`canal IPC ausente: ${op.domain}.${op.name}`);
  return fn(payload);
}

/** The installation's fingerprint secret, as the app reads (or makes) it in this keychain (D61). */
export function fingerprintKeyOf(keychain: SecretStore): Promise<FingerprintKey> {
  return new FingerprintKeyring(keychain).current();
}

/** The journal fingerprint the operations service computes for this write (D33, D61). */
export function writeFingerprint(
  id: OperationId,
  payload: OperationPayload,
  key: FingerprintKey,
  environment = 'sandbox',
): string {
  const op = operations[id] as OperationDef;
  const channel = (
    ipcChannels as unknown as Record<string, Record<string, { input: { parse(v: unknown): OperationPayload } }>>
  )[op.domain]![op.name]!;
  const parsed = channel.input.parse(payload);
  return keyedFingerprint(key, id, environment, { path: parsed.path, body: parsed.body });
}

/** Key of Op5's record in `paymentData`. */
export function paymentDataKey(): string {
  const p = picks(drillWorld());
  return `${p.titleHolder.cliente.cpf}/${p.activeTitle.numeroTitulo}`;
}

/** Tag → how many records of each countable write carry it; plus the tag Op5's payment data shows now. */
export function recordsByTag(state: SandboxState): {
  counts: Map<string, number>;
  operationOf: Map<string, CountableWrite>;
  paymentDataTag: string | undefined;
} {
  const counts = new Map<string, number>();
  const operationOf = new Map<string, CountableWrite>();
  const add = (tag: string | undefined, op: CountableWrite) => {
    if (!tag) return;
    counts.set(tag, (counts.get(tag) ?? 0) + 1);
    operationOf.set(tag, op);
  };
  for (const claim of state.claimNotices) add(EMAIL_TAG.exec(claim.email)?.[1], 'op3');
  for (const contribution of state.contributions)
    add(EMAIL_TAG.exec(contribution.emails?.destinatario ?? '')?.[1], 'op4');
  for (const signature of state.signatures)
    if (signature.fingerprint.startsWith(HASH_PREFIX)) add(signature.fingerprint.slice(HASH_PREFIX.length), 'op2');
  const account = state.paymentData[paymentDataKey()]?.conta;
  return { counts, operationOf, paymentDataTag: account === undefined ? undefined : tagOfAccount(account) };
}

/** A drill tag (base-36 text, up to 7 characters) as an account number the contract accepts: digits, never all zeros. */
export function accountOfTag(tag: string): string {
  return String(parseInt(tag, 36) + 1);
}

export function tagOfAccount(account: string): string {
  return (Number(account) - 1).toString(36);
}
