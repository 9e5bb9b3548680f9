/** Renderer. Texts of the application shell, pt-BR first and English second. */
import { defineMessages } from '../i18n/i18n';

export const appMessages = defineMessages(
  {
    logout: 'Sair',
    spotlight: 'Abrir cliente pelo CPF (Ctrl+K)',
    loading: 'Carregando…',
    bootFailed: 'O Balcão não conseguiu abrir',
    bootRetry: 'Tentar novamente',
    theme: 'Alternar tema claro/escuro',
    lockedByIt: 'Definido pela TI (política da máquina)',
    menu: 'Menu',
    language: 'Idioma',
    environment: 'Ambiente {name}',
    connectedUser: 'Usuário conectado',
  },
  {
    logout: 'Sign out',
    spotlight: 'Open customer by CPF (Ctrl+K)',
    loading: 'Loading…',
    bootFailed: 'Balcão could not open',
    bootRetry: 'Try again',
    theme: 'Toggle light/dark theme',
    lockedByIt: 'Set by IT (machine policy)',
    menu: 'Menu',
    language: 'Language',
    environment: '{name} environment',
    connectedUser: 'Signed-in user',
  },
);

export const appNavigationMessages = defineMessages(
  {
    navigation: 'Navegação',
    search: 'Buscar cliente',
    history: 'Histórico',
    references: 'Consultas de referência',
    settings: 'Configurações',
    collapse: 'Recolher menu',
    expand: 'Expandir menu',
  },
  {
    navigation: 'Navigation',
    search: 'Find customer',
    history: 'History',
    references: 'Reference lookups',
    settings: 'Settings',
    collapse: 'Collapse menu',
    expand: 'Expand menu',
  },
);

export const cpfSpotlightMessages = defineMessages(
  {
    placeholder: 'CPF do cliente (000.000.000-00)',
    title: 'Abrir cliente pelo CPF',
    open: 'Abrir cliente {cpf}',
    recent: 'Recente: {name} ({cpf})',
    recentNoName: 'Recente: nome não informado ({cpf})',
    history: 'Abrir o histórico de operações',
    settings: 'Abrir as configurações',
  },
  {
    placeholder: "Customer's CPF (000.000.000-00)",
    title: 'Open customer by CPF',
    open: 'Open customer {cpf}',
    recent: 'Recent: {name} ({cpf})',
    recentNoName: 'Recent: name not provided ({cpf})',
    history: 'Open the operations history',
    settings: 'Open settings',
  },
);

export const sessionExpiredDialogMessages = defineMessages(
  { sessionExpired: 'Sessão expirada: entre novamente para continuar de onde parou' },
  { sessionExpired: 'Session expired: sign in again to continue where you were' },
);

/** The × says what it closes: a dialog's own "Fechar" button (the result step) stays the only "Fechar" in it. */
export const themeMessages = defineMessages(
  {
    closeWindow: 'Fechar janela',
    closeNotice: 'Fechar aviso',
    passwordToggle: 'Mostrar ou ocultar os caracteres digitados',
  },
  { closeWindow: 'Close window', closeNotice: 'Close notice', passwordToggle: 'Show or hide the typed characters' },
);

/** The notice after the window was reloaded by a crash or a hang (./crash-recovery.ts). */
export const crashRecoveryMessages = defineMessages(
  {
    crashed: 'A janela do Balcão falhou e foi recarregada.',
    hung: 'A janela do Balcão parou de responder e foi recarregada.',
    back: 'Você voltou para onde estava.',
  },
  {
    crashed: "Balcão's window failed and was reloaded.",
    hung: "Balcão's window stopped responding and was reloaded.",
    back: 'You are back where you were.',
  },
);
