/** Renderer. Texts of the portability tab, pt-BR first and English second. */
import { defineMessages, dictionaries, type Dictionary } from '../../../i18n/i18n';
import type { PortabilityStatusCode } from '../../../../src-shared/contract/resources/pension';
import pt from './messages.pt-BR.json';
import en from './messages.en.json';

export const {
  exportPortabilityMenuMessages,
  pagePagerMessages,
  portabilityFiltersMessages,
  portabilityTabMessages,
  portabilityTableMessages,
} = dictionaries(pt, en);

/** Op9 `statusPortabilidade` in words (./portability-status.ts). Same words as the exports (src-main/export/export-columns.ts), so screen and file agree. */
export const PORTABILITY_STATUS_LABELS = defineMessages(
  pt.PORTABILITY_STATUS_LABELS,
  en.PORTABILITY_STATUS_LABELS,
) satisfies Dictionary<PortabilityStatusCode>;
