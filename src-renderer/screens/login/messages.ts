/** Renderer. Texts of the login screen, pt-BR first and English second. */
import { defineMessages } from '../../i18n/i18n';

export const loginFormMessages = defineMessages(
  { user: 'Usuário', password: 'Senha', enter: 'Entrar', required: 'Obrigatório' },
  { user: 'User name', password: 'Password', enter: 'Sign in', required: 'Required' },
);

export const loginScreenMessages = defineMessages(
  { title: 'Entrar no Balcão', sandboxHint: 'Ambiente de demonstração: usuário atendente, senha Balcao@2026.' },
  { title: 'Sign in to Balcão', sandboxHint: 'Demo environment: user atendente, password Balcao@2026.' },
);
