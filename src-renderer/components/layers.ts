/**
 * Renderer. How the overlays stack, lowest first, in one place so their order can be read. Mantine draws its
 * modals (the write dialogs) and the CPF spotlight at 200.
 */
export const LAYERS = {
  /** "Descartar o que foi preenchido?", over the dialog it asks about. */
  discardQuestion: 400,
  /** "Terminar esta operação antes?": it answers for the discard question and the spotlight too. */
  leaveCustomerQuestion: 450,
  /** The session's notices: signing in again is never hidden behind a dialog or a question it is there to save. */
  session: 500,
} as const;
