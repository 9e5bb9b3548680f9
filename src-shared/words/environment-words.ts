/** Shared. The environments by name: Settings, History, diagnostics, receipts, statements and the key questions. */
import type { Environment } from '../settings-schema';
import { defineMessages } from './dictionary';

export const ENVIRONMENT_WORDS = defineMessages<Environment>(
  { sandbox: 'Sandbox', test: 'Teste', production: 'Produção' },
  { sandbox: 'Sandbox', test: 'Test', production: 'Production' },
);
