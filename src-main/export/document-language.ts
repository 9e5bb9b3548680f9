/** Main process. The language of a customer's document: pt-BR unless the employee chose English for this one (D571). */
import type { ExportRequest, ReceiptRequest } from '../../src-shared/ipc/inputs';
import type { Language } from '../../src-shared/words/dictionary';

/** A table with no language in its payload (portability, income, History…) is pt-BR. */
export function documentLanguage(request: ExportRequest | ReceiptRequest): Language {
  return ('language' in request ? request.language : undefined) ?? 'pt-BR';
}
