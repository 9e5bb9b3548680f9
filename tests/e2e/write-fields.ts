/** How the e2e tests fill the write forms' own fields: dates as typed at the counter, the signing moment, the signer, a document. */
import type { Locator, Page } from '@playwright/test';

/** `YYYY-MM-DD` as the employee types it: `dd/mm/aaaa`. */
export function typedDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

const MOMENT_LABELS = {
  'pt-BR': { date: 'Data da assinatura', time: 'Hora da assinatura' },
  en: { date: 'Signing date', time: 'Signing time' },
} as const;

/** The signing moment (`YYYY-MM-DDTHH:MM`, São Paulo's clock) typed in its two fields. */
export async function fillSigningMoment(
  dialog: Locator,
  moment: string,
  language: keyof typeof MOMENT_LABELS = 'pt-BR',
): Promise<void> {
  const labels = MOMENT_LABELS[language];
  await dialog.getByLabel(labels.date, { exact: true }).fill(typedDate(moment.slice(0, 10)));
  await dialog.getByLabel(labels.time, { exact: true }).fill(moment.slice(11, 16));
}

/** Someone other than the customer signed: the customer's masked CPF the record filled in is set aside, and `cpf` typed. */
export async function fillOtherSignerCpf(dialog: Locator, cpf: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Outra pessoa assinou' }).click();
  await dialog.getByLabel('CPF do responsável').fill(cpf);
}

/** Attaches a file through the document field, as the employee does: its button opens the file chooser. */
export async function attachDocument(
  page: Page,
  dialog: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
  label = 'Documento assinado (opcional)',
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: label }).click();
  await (await chooser).setFiles(file);
}
