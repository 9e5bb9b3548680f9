/** Renderer. Texts of the session's notices (expiry warning, signing in again), pt-BR first and English second. */
import { defineMessages } from '../../i18n/i18n';

export const sessionLoginFormMessages = defineMessages(
  {
    user: 'Usuário',
    password: 'Senha',
    enter: 'Entrar',
    renew: 'Renovar sessão',
    otherUser:
      'Entrar como outro usuário fecha o que está aberto (cliente, formulários, clientes recentes) e volta para a busca.',
  },
  {
    user: 'User name',
    password: 'Password',
    enter: 'Sign in',
    renew: 'Renew session',
    otherUser:
      'Signing in as another user closes what is open (customer, forms, recent customers) and goes back to the search.',
  },
);

export const sessionWarningMessages = defineMessages(
  {
    title: 'Sua sessão está terminando',
    timeLeft: 'Ela expira em {time}. Renove para continuar sem perder o que está na tela.',
    endedTitle: 'Sua sessão terminou',
    ended: 'Renove para continuar: o que está na tela continua aqui.',
    renew: 'Renovar sessão',
    renewTitle: 'Renovar sessão',
  },
  {
    title: 'Your session is ending',
    timeLeft: 'It expires in {time}. Renew it to carry on without losing what is on screen.',
    endedTitle: 'Your session has ended',
    ended: 'Renew it to carry on: what is on screen stays here.',
    renew: 'Renew session',
    renewTitle: 'Renew session',
  },
);
