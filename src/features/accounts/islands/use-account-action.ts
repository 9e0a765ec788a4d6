import { useCallback, useState } from 'react';
import { useTimedMessage } from '../../../core/modals/use-timed-message.ts';
import { AccountError } from '../stores/call-error.ts';

/**
 * A form's call to the account service: `busy` while it runs; when it fails, the service's message
 * (else `fallback`) shows for a while.
 */
export function useAccountAction(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [message, showMessage] = useTimedMessage();
  // Stable, so an effect may run it (the login taking over what was typed before it loaded).
  const run = useCallback(
    async (action: () => Promise<void>) => {
      setBusy(true);
      try {
        await action();
      } catch (error) {
        showMessage(error instanceof AccountError ? error.message : fallback);
      } finally {
        setBusy(false);
      }
    },
    [showMessage, fallback],
  );
  return { busy, message, showMessage, run };
}
