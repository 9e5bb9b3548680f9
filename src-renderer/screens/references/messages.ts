/** Renderer. Texts of the reference look-ups, pt-BR first and English second. */
import { dictionaries } from '../../i18n/i18n';
import pt from './messages.pt-BR.json';
import en from './messages.en.json';

export const {
  lookupFormMessages,
  adhesionBenefitsTabMessages,
  companyActivitiesTabMessages,
  policyModuleTabMessages,
  referencesScreenMessages,
} = dictionaries(pt, en);
