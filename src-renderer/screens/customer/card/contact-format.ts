/** Phones and postal codes as Brazilians write them. */

type Phone = { ddi?: string | null; ddd?: string | null; numero: string; ramal?: string | null };

/** 912345678 → 91234-5678; 12345678 → 1234-5678; anything else as sent. */
function localNumber(numero: string): string {
  const d = numero.replace(/\D/g, '');
  if (d.length === 9) return `${d.slice(0, 5)}-${d.slice(5)}`;
  if (d.length === 8) return `${d.slice(0, 4)}-${d.slice(4)}`;
  return numero.trim();
}

/** +55 (11) 91234-5678, with the extension after it ("ramal 123") when there is one. */
export function formatPhone(phone: Phone, extensionWord: string): string {
  const ddi = (phone.ddi ?? '').replace(/\D/g, '');
  const ddd = (phone.ddd ?? '').replace(/\D/g, '');
  const parts = [ddi ? `+${ddi}` : '', ddd ? `(${ddd})` : '', localNumber(phone.numero)].filter((p) => p !== '');
  const ramal = phone.ramal?.trim();
  return ramal ? `${parts.join(' ')} ${extensionWord} ${ramal}` : parts.join(' ');
}

/** 01310100 → 01310-100. */
export function formatCep(cep: string): string {
  const d = cep.replace(/\D/g, '');
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : cep.trim();
}
