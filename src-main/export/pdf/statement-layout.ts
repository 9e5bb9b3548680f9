/**
 * Main process and the statement thread. What a statement's HTML is made from, as plain data that crosses to a
 * thread (structured clone): the builder's own arguments, so the thread runs exactly the code main would.
 */
import { statementHtml } from './statement-document';
import { balanceStatement, movementsStatement } from './statement-documents';

export type StatementInput =
  | { kind: 'movements'; args: Parameters<typeof movementsStatement> }
  | { kind: 'balance'; args: Parameters<typeof balanceStatement> };

/** The statement's whole HTML: its summaries, its chart and every row laid out (about 0.1 ms of CPU a row). */
export function statementHtmlOf(input: StatementInput): string {
  return statementHtml(
    input.kind === 'movements' ? movementsStatement(...input.args) : balanceStatement(...input.args),
  );
}
