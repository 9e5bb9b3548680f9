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
    documento: base64.optional(),
  })
  .meta({ id: 'PartnerPensionSignature', description: 'Comunicação de assinatura de proposta de previdência (Op6).' });
