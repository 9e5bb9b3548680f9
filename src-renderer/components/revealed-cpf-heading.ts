/**
 * Renderer. What an export asks of the statement's heading about the
 * customer's CPF: in full when the employee revealed it on screen and has not
 * hidden it since (D181), masked otherwise. The main process honours it only
 * when that reveal is on record in this session; when it refuses, the CPF is
 * masked on screen again, so the screen never shows more than the statement.
 */
import type { ExportRequest, PrintRequest } from '../../src-shared/ipc/inputs';
import { useAppStore } from '../state/store';

function customerCpfOf(request: ExportRequest | PrintRequest): string | undefined {
  return 'path' in request ? (request.path as { idcliente?: string }).idcliente : undefined;
}

export function withRevealedCpf<R extends ExportRequest | PrintRequest>(
  request: R,
  revealedCpfs: readonly string[],
): R {
  const cpf = customerCpfOf(request);
  if (cpf === undefined || !revealedCpfs.includes(cpf) || !('path' in request)) return request;
  return { ...request, heading: { ...request.heading, cpfRevealed: true } };
}

/** Main refused the CPF in full (no reveal of it on record, e.g. the session was ended by a settings change): mask it here too. */
export function followCpfAnswer(request: ExportRequest | PrintRequest, answer: { cpfRevealRefused?: true }): void {
  const cpf = customerCpfOf(request);
  if (answer.cpfRevealRefused && cpf !== undefined) useAppStore.getState().cpfHidden(cpf);
}
