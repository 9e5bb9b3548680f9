// @vitest-environment happy-dom
/**
 * OperationView with a placeholder (D680): the view is drawn hidden while the first answer is on its way, and the
 * answer's frame reveals that same view. Whatever the read goes through (waiting, failing before any answer, asked
 * again, answered, reloading, failing with data), what the placeholder drew is never visible, the skeleton shows
 * exactly while nothing has arrived and nothing failed, the error while it failed without data, and the answer as
 * soon as it is there; a view drawn while waiting is the one revealed, not drawn again from scratch, and its effects
 * have run before the answer (D723).
 */
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OperationView } from '../../../src-renderer/data/OperationView';
import type { QueryState } from '../../../src-renderer/data/use-read';
import type { IpcError } from '../../../src-shared/ipc/ipc-result';
import { stubMatchMedia } from '../../support/match-media';
import { failure } from './query-harness';

beforeAll(stubMatchMedia);
afterEach(cleanup);

const PLACEHOLDER = { text: 'drawn from the placeholder' };
const FAILED = (failure('timeout') as { ok: false; error: IpcError }).error;

type Step = 'waiting' | 'failed' | 'answered' | 'reloading' | 'failedWithData';

/** The read's state at each step; `n` makes each answer a new one. */
function stateOf(step: Step, n: number): QueryState<{ text: string }> {
  const data = { text: `answer ${n}` };
  const reload = () => undefined;
  switch (step) {
    case 'waiting':
      return { data: undefined, error: undefined, loading: true, reload };
    case 'failed':
      return { data: undefined, error: FAILED, loading: false, reload };
    case 'answered':
      return { data, error: undefined, loading: false, reload };
    case 'reloading':
      return { data, error: undefined, loading: true, reload };
    case 'failedWithData':
      return { data, error: FAILED, loading: false, reload };
  }
}

/** Whether an element is shown: neither it nor an ancestor is hidden by display:none. */
function shown(element: Element | null): boolean {
  for (let e = element; e; e = e.parentElement)
    if (e instanceof HTMLElement && e.style.display === 'none') return false;
  return element !== null;
}

describe('OperationView with a placeholder', () => {
  it('never shows what the placeholder drew, and reveals the view drawn while waiting', async () => {
    let revealed = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom<Step>('waiting', 'failed', 'answered', 'reloading', 'failedWithData'), {
          minLength: 1,
          maxLength: 8,
        }),
        async (steps) => {
          // A read starts waiting; with data it never goes back to having none.
          const run: Step[] = ['waiting'];
          for (const step of steps) {
            const hasData = run.some((s) => s === 'answered' || s === 'reloading' || s === 'failedWithData');
            run.push(hasData && (step === 'waiting' || step === 'failed') ? 'reloading' : step);
          }
          let mounts = 0;
          /** Views whose effects are mounted now. */
          let live = 0;
          function View({ text }: { text: string }) {
            useEffect(() => {
              mounts++;
              live++;
              return () => void live--;
            }, []);
            return <p data-testid="view">{text}</p>;
          }
          const ui = (state: QueryState<{ text: string }>) => (
            <MantineProvider>
              <OperationView query={state} placeholder={PLACEHOLDER}>
                {(data) => <View text={data.text} />}
              </OperationView>
            </MantineProvider>
          );
          const { rerender, container } = render(ui(stateOf(run[0]!, 0)));
          let drawnWhileWaiting = false;
          for (const [n, step] of run.entries()) {
            const state = stateOf(step, n);
            await act(async () => rerender(ui(state)));
            const view = container.querySelector('[data-testid="view"]');
            const skeleton = container.querySelector('[role="status"][aria-busy="true"]');
            const alert = container.querySelector('[role="alert"]');
            if (view?.textContent === PLACEHOLDER.text) {
              expect(shown(view)).toBe(false);
              // Its effects ran while it was hidden, not in the answer's frame (D723).
              expect(live).toBe(1);
              drawnWhileWaiting = true;
            }
            expect(shown(skeleton)).toBe(state.data === undefined && state.error === undefined);
            expect(shown(alert)).toBe(state.error !== undefined);
            if (state.data) {
              expect(shown(view)).toBe(true);
              expect(view!.textContent).toBe(state.data.text);
            }
          }
          // The first answer after a wait that drew the view reveals that view: it was mounted once.
          const firstAnswer = run.findIndex((s) => s === 'answered' || s === 'reloading' || s === 'failedWithData');
          if (firstAnswer > 0 && drawnWhileWaiting && !run.slice(0, firstAnswer).includes('failed')) {
            expect(mounts).toBe(1);
            revealed++;
          }
          cleanup();
        },
      ),
      { numRuns: 40 },
    );
    // The runs did reveal views drawn while waiting (the check above is not vacuous).
    expect(revealed).toBeGreaterThan(0);
  });
});
