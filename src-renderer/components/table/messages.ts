/** Renderer. Texts of the long-list table, pt-BR first and English second. */
import { defineMessages } from '../../i18n/i18n';

export const virtualTableMessages = defineMessages(
  { keys: 'Enter percorre as linhas; setas, Page Up, Page Down, Home e End movem de linha; Esc volta à tabela.' },
  {
    keys: 'Enter walks the rows; arrows, Page Up, Page Down, Home and End move between rows; Esc returns to the table.',
  },
);
