/**
 * Zod's built-in messages in Portuguese, passed per parse so the client
 * never touches zod's global configuration (shared with other code in the
 * process). Messages written in the contract's schemas still win.
 */
import { z } from 'zod';

export const portugueseMessages = z.locales.pt().localeError;
