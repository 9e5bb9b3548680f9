/**
 * An input refused by its IPC bounds is said as before its words moved to the phrasebook: the bound it broke and
 * its limit, in pt-BR and English, never the content; the same answer from the preload and from main.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYLOAD_LIMITS,
  decodePayload,
  payloadLimitProblem,
  payloadProblemError,
  type PayloadProblemKind,
} from '../../../src-shared/ipc/payload-bounds';
import { errorText } from '../../../src-renderer/i18n/error-text';

const FORMER: Record<PayloadProblemKind, [string, string]> = {
  type: [
    'só são aceitos dados JSON simples (nada de binários, datas, mapas ou números BigInt)',
    'only plain JSON data is accepted (no binary data, dates, maps or BigInts)',
  ],
  size: ['mais de 262.144 caracteres', 'over 262,144 characters'],
  depth: ['mais de 12 níveis de aninhamento', 'nested over 12 levels'],
  nodes: ['mais de 5.000 valores', 'over 5,000 values'],
  keys: ['um objeto com mais de 100 campos', 'an object with over 100 fields'],
  array: ['uma lista com mais de 1.000 itens', 'a list of over 1,000 items'],
  json: ['o texto da mensagem não é JSON válido', 'the message text is not valid JSON'],
};

describe('the IPC bounds refusal', () => {
  it.each(Object.entries(FORMER))('%s is said as before, in both languages', (kind, [pt, en]) => {
    const error = payloadProblemError(payloadLimitProblem(kind as PayloadProblemKind, DEFAULT_PAYLOAD_LIMITS));
    expect(error).toMatchObject({ code: 'invalid-input', retryable: false, details: [] });
    expect(errorText(error, 'pt-BR')).toBe(
      `Dados inválidos: a mensagem é grande ou complexa demais (${pt}). Nada foi alterado.`,
    );
    expect(errorText(error, 'en')).toBe(
      `Invalid data: the message is too large or too complex (${en}). Nothing was changed.`,
    );
  });

  it('names the limit it was given, and never the content', () => {
    const decoded = decodePayload(JSON.stringify({ segredo: 'x'.repeat(50) }), {
      ...DEFAULT_PAYLOAD_LIMITS,
      maxChars: 40,
    });
    expect('problem' in decoded).toBe(true);
    if (!('problem' in decoded)) return;
    const error = payloadProblemError(decoded.problem);
    expect(errorText(error, 'pt-BR')).toContain('mais de 40 caracteres');
    expect(`${errorText(error, 'pt-BR')} ${errorText(error, 'en')}`).not.toContain('segredo');
  });
});
