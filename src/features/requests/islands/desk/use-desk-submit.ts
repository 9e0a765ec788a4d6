import { useState } from 'react';
import { failureText } from '../../stores/requests.ts';

export interface SubmitMessage {
  error: boolean;
  text: string;
}

/**
 * One call of a desk form: busy while it runs, then its success text or the services' pt-BR
 * refusal. `run` resolves true when the call went through (the form then clears its fields).
 */
export function useDeskSubmit() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SubmitMessage | null>(null);
  const run = async (call: () => Promise<unknown>, success: string): Promise<boolean> => {
    setBusy(true);
    setMessage(null);
    try {
      await call();
      setMessage({ error: false, text: success });
      return true;
    } catch (failure) {
      setMessage({ error: true, text: failureText(failure) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, run };
}
