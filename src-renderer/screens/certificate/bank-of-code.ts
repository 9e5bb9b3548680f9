/**
 * Renderer (pure). A bank code the service sent and the name to show next to it: the one the service sent with
 * it, else the COMPE list's (src-shared/banks); `listed` false when neither names it (the screen then says the
 * code is not in the list). Blank or missing: no code at all.
 */
import { compeBankOfText } from '../../../src-shared/banks/compe';

export type BankOfCodeText =
  { kind: 'none' } | { kind: 'named'; code: string; name: string } | { kind: 'unlisted'; code: string };

export function bankOfCodeText(code: string | null | undefined, serviceName?: string | null): BankOfCodeText {
  const sent = code?.trim() ?? '';
  if (sent === '') return { kind: 'none' };
  const name = serviceName?.trim() || compeBankOfText(sent)?.name;
  return name ? { kind: 'named', code: sent, name } : { kind: 'unlisted', code: sent };
}
