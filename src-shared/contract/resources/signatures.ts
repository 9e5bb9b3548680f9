import { z } from 'zod';
import { base64, cpf, dateTime, email, ipAddress } from '../primitives';

const responsavel = z.strictObject({
  cpf,
  nome: z.string().min(1, { error: 'Informe o nome do responsável.' }).max(60, { error: 'O nome do responsável tem no máximo 60 caracteres.' }),
  email,
});

const usuario = z.strictObject({
  login: z.string().min(1, { error: 'Informe o login do usuário.' }).max(30, { error: 'O login tem no máximo 30 caracteres.' }),
  email,
});

/**
 * Op6's signed document (D91): a PDF, told by its first bytes (`%PDF-`), not
 * by a file name the body does not carry. 6 MB of file: request bodies go up
 * to 8 MiB (D20) and base64 turns 6 MB into 8 MB of text, leaving room for
 * the rest of the body.
 */
export const MAX_DOCUMENT_BYTES = 6_000_000;

/** Bytes a base64 text stands for (its length minus the padding). */
export function base64ByteLength(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.floor((text.length * 3) / 4) - padding;
}

/** True when the base64 text starts with the PDF signature. Text that is not base64 is left to the base64 check. */
export function isPdfBase64(text: string): boolean {
  try {
    return atob(text.slice(0, 8)).startsWith('%PDF-');
  } catch {
    return true;
  }
}

const signedDocument = base64
  .refine((text) => base64ByteLength(text) <= MAX_DOCUMENT_BYTES, {
    error: `O documento tem mais de ${MAX_DOCUMENT_BYTES / 1_000_000} MB.`,
    params: { rule: 'size' },
  })
  .refine(isPdfBase64, { error: 'O documento deve ser um PDF (o conteúdo não começa com %PDF-).', params: { rule: 'pdf' } })
  .meta({ description: `Documento assinado: um PDF (começa com %PDF-) de até ${MAX_DOCUMENT_BYTES / 1_000_000} MB, em base64. Obrigatório na assinatura em papel.` });

const hash = z.string().min(1, { error: 'Informe o hash da assinatura.' }).max(512, { error: 'O hash tem no máximo 512 caracteres.' });
const idDocumento = z.string().min(1, { error: 'Informe o identificador do documento.' }).max(40, { error: 'O identificador do documento tem no máximo 40 caracteres.' });

/** Op2 body: life proposal signed by hash on the partner's platform. */
export const SignatureEvent = z
  .strictObject({
    linhaDeNegocio: z.enum(['VIDA'], { error: 'Linha de negócio deve ser VIDA.' }),
    tipoDocumento: z.enum(['PROPOSTA'], { error: 'Tipo de documento deve ser PROPOSTA.' }),
    tipoAssinatura: z.enum(['HASH'], { error: 'Tipo de assinatura deve ser HASH.' }),
    idDocumento,
    hash,
    data: dateTime,
    enderecoIP: ipAddress,
    responsavel,
    usuario,
  })
  .meta({ id: 'SignatureEvent', description: 'Comunicação de assinatura eletrônica por hash (Op2).' });

/** Op6 body: same structure, other enum, optional hash, optional document in base64. */
export const PartnerPensionSignature = z
  .strictObject({
    linhaDeNegocio: z.string().min(1, { error: 'Informe a linha de negócio.' }).max(30),
    tipoDocumento: z.enum(['PROPOSTA'], { error: 'Tipo de documento deve ser PROPOSTA.' }),
    tipoAssinatura: z.enum(['DIGITAL', 'ELETRÔNICA', 'PAPEL'], { error: 'Tipo de assinatura deve ser DIGITAL, ELETRÔNICA ou PAPEL.' }),
    idDocumento,
    hash: hash.optional(),
    data: dateTime,
    enderecoIP: ipAddress,
    responsavel,
    usuario,
    documento: signedDocument.optional(),
  })
  .meta({ id: 'PartnerPensionSignature', description: 'Comunicação de assinatura de proposta de previdência (Op6).' });
