/**
 * What writes changed, kept apart from the generated world and persisted in
 * the data folder. Every change is written atomically before the request is
 * answered, so an acknowledged write survives a crash.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { maskCpf } from '../src-shared/cpf';
import { writeFileAtomicSync } from '../src-shared/node/atomic-file';
import { safeParsePtBr } from '../src-shared/zod-pt-br';

const ClaimNoticeRecord = z.object({
  protocolo: z.string(),
  cpf: z.string(),
  linhaNegocio: z.string(),
  nomeSegurado: z.string(),
  dataNascimentoSegurado: z.string(),
  email: z.string(),
  createdAt: z.string(),
  by: z.string(),
});

const ContributionRecord = z.object({
  id: z.string(),
  cpf: z.string(),
  certificado: z.string(),
  valor: z.number(),
  fundos: z.array(z.object({ codigo: z.string(), percentualDistribuicao: z.number() })),
  emails: z.object({ destinatario: z.string(), copia: z.string().optional() }).optional(),
  createdAt: z.string(),
  by: z.string(),
});

const SignatureRecord = z.object({
  operation: z.enum(['op2', 'op6']),
  idDocumento: z.string(),
  /** What makes a communication a repeat: the hash, or a digest of the document when no hash was sent. */
  fingerprint: z.string(),
  tipoAssinatura: z.string(),
  data: z.string(),
  /** Masked (LGPD): the signer is anyone typed into the form, not a demo customer. Files from before are masked on load. */
  responsavelCpf: z.string().transform(maskStoredCpf),
  receivedAt: z.string(),
  by: z.string(),
});

/** ***.456.789-**, whether given in full or already masked (masking a mask again would lose its middle digits). */
export function maskStoredCpf(cpf: string): string {
  return cpf.startsWith('***') ? cpf : maskCpf(cpf);
}

const PaymentDataRecord = z.object({
  banco: z.number(),
  agencia: z.string(),
  conta: z.string(),
  changedAt: z.string(),
  by: z.string(),
});
const ProposalDateRecord = z.object({ dataAssinatura: z.string(), changedAt: z.string(), by: z.string() });

const StateFile = z.object({
  format: z.literal('balcao-sandbox-state'),
  version: z.literal(1),
  seed: z.number(),
  nextSequence: z.number().int().positive(),
  claimNotices: z.array(ClaimNoticeRecord),
  contributions: z.array(ContributionRecord),
  signatures: z.array(SignatureRecord),
  /** Keyed by `${cpf}/${numeroTitulo}`. */
  paymentData: z.record(z.string(), PaymentDataRecord),
  /** Keyed by proposal id. */
  proposalDates: z.record(z.string(), ProposalDateRecord),
});

export type SandboxState = z.infer<typeof StateFile>;
export type ClaimNotice = z.infer<typeof ClaimNoticeRecord>;
export type Contribution = z.infer<typeof ContributionRecord>;
export type SignatureCommunication = z.infer<typeof SignatureRecord>;

export class StateFileError extends Error {
  constructor(
    readonly path: string,
    detail: string,
  ) {
    super(
      `O arquivo de estado do sandbox está corrompido ou é de outra versão (${path}): ${detail}. ` +
        'Nada foi apagado. Corrija o arquivo, aponte outra pasta de dados (--data) ou recomece do zero com --reset-data (o arquivo atual é guardado ao lado).',
    );
    this.name = 'StateFileError';
  }
}

function emptyState(seed: number): SandboxState {
  return {
    format: 'balcao-sandbox-state',
    version: 1,
    seed,
    nextSequence: 1,
    claimNotices: [],
    contributions: [],
    signatures: [],
    paymentData: {},
    proposalDates: {},
  };
}

export class StateStore {
  private state: SandboxState;
  private changes = 0;
  readonly path: string | undefined;

  /** `dataDir` undefined keeps the state in memory only (tests that need no persistence). */
  constructor(dataDir: string | undefined, seed: number) {
    if (!dataDir) {
      this.path = undefined;
      this.state = emptyState(seed);
      return;
    }
    mkdirSync(dataDir, { recursive: true });
    // Temporary files of an atomic write interrupted by a crash: never the state itself.
    for (const name of readdirSync(dataDir))
      if (/^\.\d+-\d+-[a-z0-9]+\.tmp$/.test(name)) rmSync(join(dataDir, name), { force: true });
    this.path = join(dataDir, 'sandbox-state.json');
    this.state = existsSync(this.path) ? readStateFile(this.path, seed) : emptyState(seed);
    if (!existsSync(this.path)) writeFileAtomicSync(this.path, JSON.stringify(this.state));
  }

  get current(): Readonly<SandboxState> {
    return this.state;
  }

  /** Bumped by every change: whatever was derived from `current` (serialized answers) is stale once it moves. */
  get version(): number {
    return this.changes;
  }

  /**
   * Applies a change to a copy, persists it, and only then makes it current:
   * if the disk write fails, nothing changed. Synchronous, so two requests can
   * never interleave inside one change.
   */
  change<T>(mutate: (draft: SandboxState) => T): T {
    const draft = structuredClone(this.state);
    const result = mutate(draft);
    if (this.path) writeFileAtomicSync(this.path, JSON.stringify(draft));
    this.state = draft;
    this.changes += 1;
    return result;
  }
}

function readStateFile(path: string, seed: number): SandboxState {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new StateFileError(path, `JSON ilegível (${(error as Error).message})`);
  }
  const result = safeParsePtBr(StateFile, parsed);
  if (!result.success)
    throw new StateFileError(
      path,
      result.error.issues
        .map((i) => `${i.path.join('.') || 'raiz'}: ${i.message}`)
        .slice(0, 3)
        .join('; '),
    );
  if (result.data.seed !== seed) {
    throw new StateFileError(
      path,
      `gerado com a semente ${result.data.seed}, mas o sandbox foi iniciado com a semente ${seed}`,
    );
  }
  return result.data;
}
