/**
 * Worker thread. Lays out a statement's HTML (D595): at up to 5,000 rows that is about half a second of CPU, which
 * on main's event loop would freeze every window and IPC call meanwhile. One request at a time is enough: main
 * prints one statement at a time per employee, and a second waits its turn here instead of on main.
 */
import { parentPort } from 'node:worker_threads';
import { type StatementInput, statementHtmlOf } from '../export/pdf/statement-layout';
import type { StatementLayoutReply } from '../export/pdf/statement-layout-thread';

const port = parentPort!;

port.on('message', ({ id, input }: { id: number; input: StatementInput }) => {
  let reply: StatementLayoutReply;
  try {
    reply = { id, ok: true, html: statementHtmlOf(input) };
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
