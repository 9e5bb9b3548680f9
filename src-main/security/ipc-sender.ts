/**
 * Who may talk to the main process over IPC (Electron security checklist #17,
 * "validate the sender of all IPC messages"; VS Code's main process does the
 * same for every channel). Pure: no runtime `electron` import.
 *
 * Every `ipcMain.handle`/`ipcMain.on` listener must start with
 * `if (!isTrustedSender(event)) …refuse…`.
 */
import { isTrustedRendererUrl, runtimeTrustedOrigins } from './app-origin';

/** The members of Electron's `WebFrameMain` the check reads. */
export interface SenderFrameLike {
  readonly url: string;
  readonly parent: unknown;
  /** Electron ≥ 34: true while a replaced page runs its unload handlers. */
  readonly detached?: boolean;
}

/**
 * The members of `IpcMainEvent`/`IpcMainInvokeEvent` the check reads (real
 * events fit; tests build plain objects).
 */
export interface IpcSenderEventLike {
  readonly senderFrame: SenderFrameLike | null;
  readonly sender: { readonly mainFrame: SenderFrameLike };
}

/**
 * True only for a message from the app's own top-level page:
 *  - `senderFrame` is present (null when the frame navigated or was destroyed
 *    before the message was handled) and not detached (an old page's unload
 *    handler);
 *  - it is the main frame of the sending webContents: the same object as
 *    `sender.mainFrame` and without a parent (never an iframe);
 *  - its URL's origin is trusted: `balcao://app`, or the Vite dev server in
 *    development. By default the origins of this run (app-origin.ts
 *    runtimeTrustedOrigins, set at startup by app-lifecycle.ts); tests and
 *    callers may pass their own. `file://`, `data:`, `about:blank` and any
 *    remote origin are refused.
 * Never throws: a frame that cannot be inspected any more counts as untrusted.
 */
export function isTrustedSender(
  event: IpcSenderEventLike,
  trustedOrigins: readonly string[] = runtimeTrustedOrigins(),
): boolean {
  try {
    const frame = event.senderFrame;
    if (!frame) return false;
    if (frame.detached === true) return false;
    if (frame.parent !== null) return false;
    if (frame !== event.sender.mainFrame) return false;
    return isTrustedRendererUrl(frame.url, trustedOrigins);
  } catch {
    // WebFrameMain getters throw once the render frame is disposed.
    return false;
  }
}
