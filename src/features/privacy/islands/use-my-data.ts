import { useEffect, useState } from 'react';
import { loadMyPrivacy } from '../stores/privacy.ts';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * The acts of 'Meus dados' while `open`: each opening reloads the data and clears the last notice and
 * a deletion waiting for its confirmation; an act runs under its key and ends in a notice.
 */
export function useMyData(open: boolean) {
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirmDeletion, setConfirmDeletion] = useState(false);

  useEffect(() => {
    if (!open) return;
    setNotice(null);
    setConfirmDeletion(false);
    void loadMyPrivacy();
  }, [open]);

  const run = async (key: string, action: () => Promise<string>) => {
    setBusy(key);
    try {
      setNotice({ tone: 'success', text: await action() });
    } catch {
      setNotice({ tone: 'error', text: 'Não foi possível concluir agora. Tente de novo em instantes.' });
    } finally {
      setBusy(null);
    }
  };
  return { busy, notice, run, confirmDeletion, setConfirmDeletion };
}

/** Runs an act of 'Meus dados' under a key; the act answers the notice's text. */
export type RunPrivacyAction = ReturnType<typeof useMyData>['run'];
