import { z } from 'zod';
import { calendarDate, email } from '../primitives';

export const ClaimNoticeRequest = z
  .strictObject({
    dataNascimentoSegurado: calendarDate,
    linhaNegocio: z.enum(['VIDA', 'PREVIDENCIA'], { error: 'Linha de negócio deve ser VIDA ou PREVIDENCIA.' }),
    nomeSegurado: z.string().trim().min(1, { error: 'Informe o nome do segurado.' }).max(120, { error: 'O nome do segurado tem no máximo 120 caracteres.' }),
    email,
  })
  .meta({ id: 'ClaimNoticeRequest', description: 'Abertura de aviso de sinistro (Op3).' });

export const ClaimNoticeCreated = z
  .object({ protocolo: z.string().min(1) })
  .meta({ id: 'ClaimNoticeCreated', description: 'Protocolo do aviso de sinistro.' });
