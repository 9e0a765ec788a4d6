import { useState } from 'react';
import { OffersError } from '../stores/offers.ts';

/**
 * A call of the offers made from a button: `busy` while it runs, then the services' refusal to show
 * beside it (an `OffersError`); any other failure is not the customer's and is thrown on.
 */
export function useOffersCall() {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setRefusal(null);
    try {
      await call();
    } catch (error) {
      if (!(error instanceof OffersError)) throw error;
      setRefusal(error.message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, refusal, run };
}
