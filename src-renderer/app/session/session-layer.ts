/**
 * Renderer. Where the session's notices stack: above the write dialogs
 * (Mantine's modals sit at 200), so the warning can be seen and used, and
 * signing in again is never hidden behind the dialog it is there to save.
 */
export const SESSION_LAYER = 300;
