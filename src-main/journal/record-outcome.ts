/**
 * Main process. Recording how an attempt ended once the service (or the disk,
 * for an export) has answered. A journal that cannot take the line must never
 * turn that answer into something else (issue 12 item 1, D60): the answer is
 * reported as it was, with a note that the record could not be saved.
 */
import { OutcomeNotSavedError } from '../errors';
import type { OperationsJournal } from './journal';
import type { JournalOutcome, JournalResult } from './journal-types';

export interface NotSavedNote {
  message: string;
  messageEn: string;
}

/** journal.finish(); undefined when it is on disk, else what to tell the employee about the record. */
export function recordOutcome(
  journal: OperationsJournal,
  id: string,
  status: JournalOutcome,
  result?: JournalResult,
): NotSavedNote | undefined {
  try {
    journal.finish(id, status, result);
    return undefined;
  } catch (error) {
    const problem = error instanceof OutcomeNotSavedError ? error.problem : undefined;
    return {
      message:
        `O resultado não pôde ser registrado no Histórico.${problem ? ` ${problem.message}` : ''} ` +
        'O Balcão tenta gravá-lo de novo sozinho; se for fechado antes, o Histórico mostrará "resultado desconhecido".',
      messageEn:
        `The outcome could not be recorded in the History.${problem ? ` ${problem.messageEn}` : ''} ` +
        'Balcão keeps trying to save it; if it is closed before that, the History will show "outcome unknown".',
    };
  }
}

/** The whole message for a write the service completed but the journal could not record: what the service answered, then the note. */
export function completedButNotRecorded(note: NotSavedNote, protocol: string | undefined): NotSavedNote {
  return {
    message:
      `O serviço concluiu a operação${protocol ? ` (protocolo ${protocol})` : ''}. ${note.message} ` +
      `${protocol ? 'Anote o protocolo e não' : 'Não'} envie a operação de novo.`,
    messageEn:
      `The service completed the operation${protocol ? ` (protocol ${protocol})` : ''}. ${note.messageEn} ` +
      `${protocol ? 'Write the protocol down and do' : 'Do'} not send the operation again.`,
  };
}
