/**
 * Kept lists' thread. Its questions, answered one at a time in their order (D286). A new view's first window is
 * not made when a newer first window of the same list, of another view, came after it: before its turn it is
 * skipped, and while it is being made it is abandoned at the next checkpoint of the pass (D430). Either way it is
 * answered `superseded`, never as current: the screen had already moved on.
 */
import { KeptListGone, ViewSuperseded } from '../errors/kept-list-errors';
import type { KeptListsMessage, KeptListsRequest } from './kept-lists-protocol';

export class KeptListsQueue {
  private readonly waiting: KeptListsRequest[] = [];
  private current: KeptListsRequest | undefined;
  private draining = false;

  constructor(
    private readonly io: {
      /** Answers one question (throws KeptListGone, ViewSuperseded or anything else). */
      answer: (request: KeptListsRequest) => unknown;
      post: (message: KeptListsMessage) => void;
      /** A question that came and was not yet taken in, without waiting for the event loop (receiveMessageOnPort). */
      poll: () => KeptListsRequest | undefined;
      /** Runs `next` on a later turn of the event loop (setImmediate; tests decide). */
      later: (next: () => void) => void;
    },
  ) {}

  add(request: KeptListsRequest): void {
    this.waiting.push(request);
    if (!this.draining) {
      this.draining = true;
      this.io.later(this.drain);
    }
  }

  /**
   * Called by the kept lists between stretches of a long pass: takes in the questions that came meanwhile, and throws
   * ViewSuperseded when one of them replaces the view being made.
   */
  readonly checkpoint = (): void => {
    for (let request = this.io.poll(); request; request = this.io.poll()) this.waiting.push(request);
    if (this.current && this.superseded(this.current)) throw new ViewSuperseded();
  };

  /** A new view's first window that a newer first window of the same list, of another view, is waiting behind. */
  private superseded(request: KeptListsRequest): boolean {
    if (request.op !== 'window' || request.offset !== 0) return false;
    const view = viewKey(request);
    return this.waiting.some(
      (later) => later.op === 'window' && later.id === request.id && later.offset === 0 && viewKey(later) !== view,
    );
  }

  private readonly drain = (): void => {
    const request = this.waiting.shift();
    if (!request) {
      this.draining = false;
      return;
    }
    this.current = request;
    try {
      if (this.superseded(request)) throw new ViewSuperseded();
      this.io.post({ type: 'answer', seq: request.seq, value: this.io.answer(request) });
    } catch (error) {
      this.io.post(refusal(request.seq, error));
    } finally {
      this.current = undefined;
    }
    // One question per turn: the questions that came meanwhile are queued (and can supersede) before the next is answered.
    this.io.later(this.drain);
  };
}

function viewKey(request: Extract<KeptListsRequest, { op: 'window' }>): string {
  return JSON.stringify([request.sort, request.filter ?? null]);
}

function refusal(seq: number, error: unknown): KeptListsMessage {
  if (error instanceof KeptListGone) return { type: 'refused', seq, reason: 'gone' };
  if (error instanceof ViewSuperseded) return { type: 'refused', seq, reason: 'superseded' };
  return { type: 'failed', seq, message: error instanceof Error ? error.message : String(error) };
}
