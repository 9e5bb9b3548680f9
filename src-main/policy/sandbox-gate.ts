/**
 * Main process. Where the IT policy hides the sandbox (hideSandbox, or a policy
 * that cannot be read), the embedded sandbox is never started, whatever asks:
 * a connection test, a login, an operation, the settings screen. Every start
 * goes through here, so no caller (now or later) can forget the check.
 */
import { AppError } from '../errors';
import type { EmbeddedSandboxPort } from '../ports';
import { type PolicyState, sandboxHidden } from './it-policy';
import { words } from '../../src-shared/words/error-codes';

/** The error a hidden sandbox answers with; undefined when the policy allows it. */
export function sandboxStartRefusal(policy: PolicyState): AppError | undefined {
  if (!sandboxHidden(policy)) return undefined;
  return new AppError('forbidden', words('sandbox.disabledByIt'));
}

/** The embedded sandbox behind the policy: start() refuses, and never reaches the port, where the sandbox is hidden. */
export function policyGatedSandbox(sandbox: EmbeddedSandboxPort, policy: PolicyState): EmbeddedSandboxPort {
  return {
    async start() {
      const refusal = sandboxStartRefusal(policy);
      if (refusal) throw refusal;
      return sandbox.start();
    },
    stop: () => sandbox.stop(),
  };
}
