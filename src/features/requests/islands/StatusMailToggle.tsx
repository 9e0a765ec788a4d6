import { useState } from 'react';
import { failureText, setStatusMail } from '../stores/requests.ts';

/** The customer's choice of receiving a mail at each change of their requests. */
export function StatusMailToggle({ on }: { on: boolean }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = async (next: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await setStatusMail(next);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-center gap-2 text-sm text-gray-900">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={on}
          disabled={busy}
          onChange={(event) => void change(event.target.checked)}
        />
        Receber um e-mail a cada mudança de status
      </label>
      <p role="status" className="text-sm text-red-800">
        {error ?? ''}
      </p>
    </div>
  );
}
