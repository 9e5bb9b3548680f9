/** Renderer. Texts of the Settings screen (environments, keys, connection test, preferences), pt-BR first and English second. */
import { defineMessages } from '../../i18n/i18n';

export const settingsScreenMessages = defineMessages(
  {
    title: 'Configurações',
    intro:
      'Escolha o ambiente em que vai trabalhar e configure o endereço, o código da empresa e a chave de assinatura de cada um.',
    activeEnvironment: 'Ambiente ativo',
    switchWarning: 'Trocar de ambiente encerra a sessão: será preciso entrar de novo.',
    switchPending: 'Ao salvar, a sessão atual será encerrada e você entrará no ambiente {env}.',
    environments: 'Ambientes',
    preferences: 'Preferências',
    timeout: 'Tempo limite das requisições (segundos)',
    statementCompany: 'Nome da empresa nos extratos',
    statementCompanyHint: 'Aparece no topo dos extratos em PDF e das planilhas (.xlsx) entregues ao cliente.',
    save: 'Salvar configurações',
    saved: 'Configurações salvas.',
    savedStillIn: 'Configurações salvas. Você continua conectado: nada que exija entrar de novo mudou.',
    endedEnvironment:
      'Configurações salvas. Sua sessão foi encerrada porque o ambiente ativo mudou para {env}: a sessão pertence ao serviço em que você entrou. Entre de novo para continuar.',
    endedAddress:
      'Configurações salvas. Sua sessão foi encerrada porque o endereço da API do ambiente ativo ({env}) mudou: a sessão pertence ao serviço em que você entrou. Entre de novo para continuar.',
    endedCompany:
      'Configurações salvas. Sua sessão foi encerrada porque o código da empresa do ambiente ativo ({env}) mudou: a sessão e os dados consultados pertencem à empresa anterior. Entre de novo para continuar.',
    loading: 'Carregando configurações…',
  },
  {
    title: 'Settings',
    intro: 'Choose the environment you will work in and set each one’s address, company code and subscription key.',
    activeEnvironment: 'Active environment',
    switchWarning: 'Switching environment signs you out: you will have to sign in again.',
    switchPending: 'When you save, the current session ends and you will work in {env}.',
    environments: 'Environments',
    preferences: 'Preferences',
    timeout: 'Request timeout (seconds)',
    statementCompany: 'Company name on statements',
    statementCompanyHint: 'Shown at the top of the PDF statements and the spreadsheets (.xlsx) handed to the customer.',
    save: 'Save settings',
    saved: 'Settings saved.',
    savedStillIn: 'Settings saved. You are still signed in: nothing that requires signing in again changed.',
    endedEnvironment:
      'Settings saved. Your session was ended because the active environment changed to {env}: a session belongs to the service you signed in to. Sign in again to continue.',
    endedAddress:
      'Settings saved. Your session was ended because the API address of the active environment ({env}) changed: a session belongs to the service you signed in to. Sign in again to continue.',
    endedCompany:
      'Settings saved. Your session was ended because the company code of the active environment ({env}) changed: the session and the data looked up belong to the previous company. Sign in again to continue.',
    loading: 'Loading settings…',
  },
);

export const environmentFieldsetMessages = defineMessages(
  {
    baseUrl: 'Endereço da API ({env})',
    baseUrlHint: 'https://servidor/caminho — vazio enquanto não houver.',
    companyCode: 'Código da empresa ({env})',
    sandboxInfo: 'Sandbox embutido no Balcão, com dados de demonstração.',
    sandboxUrl: 'Endereço local: {url}',
    active: 'ambiente ativo',
  },
  {
    baseUrl: 'API address ({env})',
    baseUrlHint: 'https://server/path — empty until there is one.',
    companyCode: 'Company code ({env})',
    sandboxInfo: 'Sandbox built into Balcão, with demo data.',
    sandboxUrl: 'Local address: {url}',
    active: 'active environment',
  },
);

export const subscriptionKeyPanelMessages = defineMessages(
  {
    key: 'Chave de assinatura',
    set: 'Definida, termina em {lastFour}',
    notSet: 'Não definida',
    demo: 'chave de demonstração',
    sessionOnly: 'só nesta sessão',
    paste: 'Colar chave da área de transferência',
    pasteFor: 'Colar chave da área de transferência ({env})',
    pasteHint: 'Copie a chave e clique aqui: ela vai direto para o cofre do sistema, sem passar pela tela.',
    remove: 'Remover chave',
    removeFor: 'Remover chave ({env})',
    saved: 'Chave do ambiente {env} guardada no cofre do sistema.',
    savedSession: 'Chave do ambiente {env} guardada só nesta sessão (o cofre do sistema não está disponível).',
    removed: 'Chave do ambiente {env} removida.',
    loggedOut: 'Como é o ambiente ativo, a sessão foi encerrada: entre de novo.',
    otherAddress:
      'A chave guardada foi informada para outro endereço{origin} e não é enviada a este: cole a chave deste endereço.',
  },
  {
    key: 'Subscription key',
    set: 'Set, ends in {lastFour}',
    notSet: 'Not set',
    demo: 'demo key',
    sessionOnly: 'this session only',
    paste: 'Paste key from clipboard',
    pasteFor: 'Paste key from clipboard ({env})',
    pasteHint: 'Copy the key and click here: it goes straight to the system keychain, never through the screen.',
    remove: 'Remove key',
    removeFor: 'Remove key ({env})',
    saved: 'Key for {env} stored in the system keychain.',
    savedSession: 'Key for {env} kept for this session only (the system keychain is unavailable).',
    removed: 'Key for {env} removed.',
    loggedOut: 'It is the active environment, so you were signed out: sign in again.',
    otherAddress:
      'The stored key was entered for another address{origin} and is not sent to this one: paste the key for this address.',
  },
);

export const connectionTestMessages = defineMessages(
  {
    test: 'Testar conexão',
    testFor: 'Testar conexão ({env})',
    unsaved: 'Há alterações não salvas neste ambiente: o teste usa as configurações salvas.',
    details: '{status}{ms} ms',
    ok: 'Conexão OK',
    attention: 'Configuração incompleta',
    failed: 'Falha na conexão',
  },
  {
    test: 'Test connection',
    testFor: 'Test connection ({env})',
    unsaved: 'This environment has unsaved changes: the test uses the saved settings.',
    details: '{status}{ms} ms',
    ok: 'Connection OK',
    attention: 'Incomplete configuration',
    failed: 'Connection failed',
  },
);

export const keychainWarningMessages = defineMessages(
  {
    title: 'Cofre de senhas do sistema indisponível',
    body: 'As chaves coladas agora ficam guardadas só nesta sessão: ao abrir o Balcão de novo, será preciso colá-las outra vez.',
    reason: 'Motivo: {reason}',
  },
  {
    title: 'System keychain unavailable',
    body: 'Keys pasted now are kept for this session only: when Balcão opens again they must be pasted again.',
    reason: 'Reason: {reason}',
  },
);

export const preferencesSectionMessages = defineMessages(
  {
    language: 'Idioma',
    theme: 'Tema',
    auto: 'Automático (como o sistema)',
    light: 'Claro',
    dark: 'Escuro',
    notSaved: 'A preferência não foi salva',
  },
  {
    language: 'Language',
    theme: 'Theme',
    auto: 'Automatic (as the system)',
    light: 'Light',
    dark: 'Dark',
    notSaved: 'The preference was not saved',
  },
);
