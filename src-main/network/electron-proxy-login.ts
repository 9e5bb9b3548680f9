/**
 * Main process, Electron adapter (thin, not run in tests). `app.on('login')`
 * for proxies that ask for credentials (D137): ProxyLogin decides, this asks
 * in a small modal window. The window's page has no preload and no Node: when
 * the employee confirms, the page sets its title to a marker and the main
 * process reads the two fields with executeJavaScript, then closes it.
 */
import { app, BrowserWindow } from 'electron';
import type { AppLog } from '../logging/app-log';
import { type ProxyCredentials, ProxyLogin, type ProxyQuestion } from './proxy-login';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function pageFor(question: ProxyQuestion): string {
  const refused = question.refused
    ? '<p class="err">O proxy recusou o usuário ou a senha. / The proxy refused the user name or password.</p>'
    : '';
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Proxy</title>
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<style>body{font:14px system-ui,sans-serif;margin:16px}label{display:block;margin-top:8px}input{width:100%;box-sizing:border-box}.err{color:#b00}.b{margin-top:12px;text-align:right}</style></head>
<body><p>O proxy <b>${escapeHtml(question.proxy)}</b> (${escapeHtml(question.realm)}) pede usuário e senha da rede.<br><small>The network proxy asks for your user name and password.</small></p>${refused}
<form id="f"><label>Usuário / User <input id="u" autocomplete="username" autofocus></label><label>Senha / Password <input id="p" type="password" autocomplete="current-password"></label>
<div class="b"><button type="button" id="c">Cancelar</button> <button type="submit">Entrar</button></div></form>
<script>f.onsubmit=e=>{e.preventDefault();document.title='balcao:ok'};c.onclick=()=>{document.title='balcao:cancel'}</script></body></html>`;
}

function askInWindow(question: ProxyQuestion): Promise<ProxyCredentials | undefined> {
  return new Promise((resolve) => {
    const parent = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
    const win = new BrowserWindow({
      width: 420,
      height: 300,
      resizable: false,
      minimizable: false,
      modal: Boolean(parent),
      ...(parent ? { parent } : {}),
      title: 'Balcão — proxy',
      webPreferences: {
        sandbox: true,
        contextIsolation: true,
        nodeIntegration: false,
        disableBlinkFeatures: 'Auxclick',
      },
    });
    let done = false;
    const finish = (answer: ProxyCredentials | undefined) => {
      if (done) return;
      done = true;
      resolve(answer);
      if (!win.isDestroyed()) win.close();
    };
    win.on('page-title-updated', (event, title) => {
      event.preventDefault();
      if (title === 'balcao:cancel') finish(undefined);
      if (title === 'balcao:ok') {
        win.webContents
          .executeJavaScript(
            '({ username: document.getElementById("u").value, password: document.getElementById("p").value })',
          )
          .then(
            (value: ProxyCredentials) => finish(value),
            () => finish(undefined),
          );
      }
    });
    win.on('closed', () => finish(undefined));
    void win.loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(pageFor(question))}`);
  });
}

export function answerProxyLogins(logs: AppLog): void {
  const proxyLogin = new ProxyLogin({ ask: askInWindow, clock: () => new Date(), log: (line) => logs.warn(line) });
  app.on('login', (event, _contents, _details, authInfo, callback) => {
    if (!authInfo.isProxy) return; // Electron's default: cancel (a server asking for basic auth gets no answer)
    event.preventDefault();
    logs.info(`[proxy] ${authInfo.host}:${authInfo.port} pede credenciais`);
    void proxyLogin
      .answer({
        isProxy: true,
        scheme: authInfo.scheme,
        host: authInfo.host,
        port: authInfo.port,
        realm: authInfo.realm,
      })
      .then((credentials) => (credentials ? callback(credentials.username, credentials.password) : callback()));
  });
}
