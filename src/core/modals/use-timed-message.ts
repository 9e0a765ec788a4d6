import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGE_MS } from '../format/message-times.ts';

/** A message that disappears after `ms` (docs/validation-and-errors.md#constants-and-limits: 3000 ms, 5000 ms for the CPF one). */
export function useTimedMessage(
  defaultMs = MESSAGE_MS,
): [string | null, (message: string | null, ms?: number) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: string | null, ms = defaultMs) => {
      clearTimeout(timer.current);
      setMessage(next);
      if (next) timer.current = setTimeout(() => setMessage(null), ms);
    },
    [defaultMs],
  );
  return [message, show];
}
