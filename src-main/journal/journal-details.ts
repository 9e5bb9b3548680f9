/**
 * Main process. What a write sent, for History (D102): the request body
 * flattened to `field path → value`, with personal data masked as the app
 * masks it on screen, before anything is written. CPFs: ***.456.789-**;
 * names: first name and initials ("José C. R."); e-mails: first letter and
 * domain; birth dates: the year only; bank accounts: the last 4 characters;
 * IP addresses: the network part; a signed document: its size only. Amounts,
 * funds, percentages, operation dates, bank and branch are kept: they are
 * what the employee needs to tell one attempt from another.
 */
import { holdsCpf } from '../../src-shared/contract/request';
import { base64ByteLength } from '../../src-shared/contract/resources/signatures';
import { maskCpfsInText } from '../../src-shared/mask';
import { maskCustomerCpf } from './journal-masking';

const MAX_FIELDS = 60;
/** A value longer than this is kept cut to it (the request receipt says so when it shows one). */
export const MAX_DETAIL_VALUE_CHARS = 200;

export function maskName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const [first, ...rest] = words;
  const initials = rest.map(nameInitial).filter((w) => w !== '');
  return [first, ...initials].join(' ');
}

/** A name word after the first, as maskName writes it: its initial (`C.`), or nothing for a short word (da, de, e). */
export function nameInitial(word: string): string {
  return word.length > 2 ? `${[...word][0]!.toUpperCase()}.` : '';
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***@${email.slice(at + 1)}`;
}

function maskIp(ip: string): string {
  if (ip.includes(':')) return `${ip.split(':').slice(0, 2).join(':')}:…`;
  const parts = ip.split('.');
  return parts.length === 4 ? `${parts[0]}.${parts[1]}.*.*` : '***';
}

function maskAccount(account: string): string {
  return account.length <= 4 ? '****' : `****${account.slice(-4)}`;
}

/** The value as History may keep it: by the field's name, then any CPF left in free text. */
function maskedValue(field: string, value: string | number | boolean): string {
  const text = String(value);
  const name = field.toLowerCase();
  if (holdsCpf(field)) return maskCustomerCpf(text);
  if (name === 'documento') return `PDF, ${Math.max(1, Math.round(base64ByteLength(text) / 1024))} KB`;
  if (name.includes('nome')) return maskName(text);
  if (name.includes('email') || name === 'destinatario' || name === 'copia') return maskEmail(text);
  if (name.includes('nascimento')) return `**/**/${text.slice(0, 4)}`;
  if (name === 'conta') return maskAccount(text);
  if (name === 'enderecoip') return maskIp(text);
  return maskCpfsInText(text).slice(0, MAX_DETAIL_VALUE_CHARS);
}

/** `body` flattened ("fundos.0.codigo") and masked; undefined when there is nothing to show. */
export function journalDetailsOf(body: unknown): Record<string, string> | undefined {
  const details: Record<string, string> = {};
  let count = 0;
  const walk = (value: unknown, path: string[]) => {
    if (count >= MAX_FIELDS || value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, String(i)]));
    else if (typeof value === 'object')
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(v, [...path, k]);
    else if (
      path.length > 0 &&
      (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    ) {
      details[path.join('.')] = maskedValue(path.at(-1)!, value);
      count++;
    }
  };
  walk(body, []);
  return count > 0 ? details : undefined;
}
