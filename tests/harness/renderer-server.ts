/**
 * Serves the built renderer over loopback HTTP through the app's own
 * `balcao://` protocol handler, so Chromium gets the same files, CSP and
 * security headers as the Electron window.
 */
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { createAppProtocolHandler } from '../../src-main/security/app-protocol';

/** out/renderer, or BALCAO_RENDERER_ROOT so parallel work can build and test its own copy. */
export const RENDERER_ROOT = process.env.BALCAO_RENDERER_ROOT
  ? resolve(process.env.BALCAO_RENDERER_ROOT)
  : resolve(__dirname, '../../out/renderer');

export async function startRendererServer(
  rendererRoot = RENDERER_ROOT,
): Promise<{ url: string; close(): Promise<void> }> {
  const handle = createAppProtocolHandler(rendererRoot);
  const server: Server = createServer((req, res) => {
    void handle(new Request(`balcao://app${req.url ?? '/'}`, { method: req.method ?? 'GET' })).then(
      async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      },
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    // A page still open keeps its connections alive, and close() would wait for them (a test's teardown hung
    // for a minute on a loaded machine): the harness is done with them.
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
