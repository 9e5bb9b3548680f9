/**
 * Main process. The updater's decisions (D135), as plain code over events and
 * a clock; the Electron adapter (updates/electron-updater-adapter.ts) runs
 * electron-updater's generic provider and only reports its events here.
 *
 * - Only with a feed (the IT policy's `updateFeedUrl`) and in a packaged app.
 * - Check at start and then once a day; never two checks at once; no check
 *   once an update is downloaded (it waits for the restart).
 * - Download in the background as soon as one is available.
 * - Install ("Reiniciar para atualizar", or when the app quits) only when no
 *   write is in flight: a write whose answer is lost to a restart becomes
 *   "outcome unknown" for nothing.
 */

export const CHECK_EVERY_MS = 24 * 60 * 60 * 1000;

import type { UpdatePhase, UpdateView } from '../../src-shared/support/support-ipc';
import { type ErrorWords, words } from '../../src-shared/words/error-codes';

export type InstallDecision = { install: true } | { install: false; refusal: ErrorWords };

export interface UpdatePolicyOptions {
  feedUrl: string | undefined;
  packaged: boolean;
  /** Why this installation cannot verify an update (no company key, Windows without a code-signing publisher): updates off. */
  unverifiable?: { pt: string; en: string };
  currentVersion: string;
  clock: () => Date;
}

export class UpdatePolicy {
  private phase: UpdatePhase;
  private lastCheck: number | undefined;
  private version: string | undefined;
  private error: string | undefined;

  constructor(private readonly options: UpdatePolicyOptions) {
    this.phase = this.disabledReason() ? 'disabled' : 'idle';
  }

  private disabledReason(): { pt: string; en: string } | undefined {
    if (!this.options.feedUrl) {
      return {
        pt: 'Sem endereço de atualizações: a TI o define no arquivo de política.',
        en: 'No update address: IT sets it in the policy file.',
      };
    }
    if (!this.options.packaged)
      return { pt: 'Atualizações só no app instalado.', en: 'Updates only in the installed app.' };
    return this.options.unverifiable;
  }

  /** Whether to ask the feed now (at start, then every CHECK_EVERY_MS). */
  shouldCheck(): boolean {
    if (this.phase !== 'idle' && this.phase !== 'error') return false;
    return this.lastCheck === undefined || this.options.clock().getTime() - this.lastCheck >= CHECK_EVERY_MS;
  }

  checking(): void {
    if (this.phase === 'disabled') return;
    this.phase = 'checking';
    this.lastCheck = this.options.clock().getTime();
    this.error = undefined;
  }

  /** An update exists: the adapter downloads it in the background. */
  available(version: string): void {
    if (this.phase === 'disabled') return;
    this.phase = 'downloading';
    this.version = version;
  }

  notAvailable(): void {
    if (this.phase === 'disabled') return;
    this.phase = 'idle';
    this.version = undefined;
  }

  downloaded(version: string): void {
    if (this.phase === 'disabled') return;
    this.phase = 'downloaded';
    this.version = version;
  }

  /** A failed check or download, or an update refused by its signature (D274): tried again at the next daily check. */
  failed(message: string): void {
    if (this.phase === 'disabled') return;
    this.phase = 'error';
    this.error = message;
  }

  /** "Reiniciar para atualizar", or the app quitting with an update downloaded. */
  installDecision(writesInFlight: number): InstallDecision {
    if (this.phase !== 'downloaded') {
      return { install: false, refusal: words('updates.noneReady') };
    }
    if (writesInFlight > 0) {
      return { install: false, refusal: words('updates.writeInProgress') };
    }
    return { install: true };
  }

  view(): UpdateView {
    const disabled = this.disabledReason();
    return {
      phase: this.phase,
      currentVersion: this.options.currentVersion,
      ...(disabled ? { reason: disabled.pt, reasonEn: disabled.en } : {}),
      ...(this.options.feedUrl ? { feedUrl: this.options.feedUrl } : {}),
      ...(this.version ? { version: this.version } : {}),
      ...(this.lastCheck !== undefined ? { lastCheckAt: new Date(this.lastCheck).toISOString() } : {}),
      ...(this.error ? { error: this.error } : {}),
    };
  }
}
