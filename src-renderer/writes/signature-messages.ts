/** Texts shared by the two signature dialogs (Op2, Op6): the form and the review say the same thing. */
import { dictionaries } from '../i18n/i18n';
import pt from './signature-messages.pt-BR.json';
import en from './signature-messages.en.json';

export const { signatureMessages } = dictionaries(pt, en);

export type SignatureText = (key: keyof (typeof signatureMessages)['pt-BR']) => string;
