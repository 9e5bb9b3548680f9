/**
 * Renderer. "Mostrar CPF" / "Ocultar CPF" of one CPF (LGPD): the reveal is
 * recorded in the journal first, and only then is the CPF shown; if the record
 * fails it stays masked and `error` says why. Revealed CPFs live in the store
 * (D181): every screen shows the same, and the statements exported meanwhile
 * carry it in full, until the employee hides it or the work ends.
 */
import { useState } from 'react';
import type { IpcError } from '../../src-shared/ipc/ipc-result';
import { api, call } from '../ipc/use-ipc';
import { useAppStore } from '../state/store';

export interface CpfReveal {
  revealed: boolean;
  /** The reveal is being recorded. */
  recording: boolean;
  error: IpcError | undefined;
  reveal(): Promise<void>;
  hide(): void;
}

/** `name`: whose CPF it is, when the screen knows (History then finds the reveal by name too). */
export function useCpfReveal(cpf: string, name?: string | null): CpfReveal {
  const revealed = useAppStore((s) => s.revealedCpfs.includes(cpf));
  const [recording, setRecording] = useState(false);
  const [error, setError] = useState<IpcError>();

  async function reveal() {
    setRecording(true);
    setError(undefined);
    const result = await call(
      api().journal.recordCpfReveal({ cpf, ...(name?.trim() ? { name: name.trim().slice(0, 200) } : {}) }),
    );
    setRecording(false);
    if (result.ok) useAppStore.getState().cpfRevealed(cpf);
    else setError(result.error);
  }

  return { revealed, recording, error, reveal, hide: () => useAppStore.getState().cpfHidden(cpf) };
}
