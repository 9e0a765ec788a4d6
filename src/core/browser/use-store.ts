import type { ReadableAtom } from 'nanostores';
import { useCallback, useRef, useSyncExternalStore } from 'react';

/**
 * A store's value, drawn again when it changes: React's own external-store hook over the store's
 * listener, so no binding library ships with every page's first screen.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  // The value read while rendering, kept so React sees one snapshot until the store changes (a
  // computed store nothing listens to yet builds a new value on each read).
  const snapshot = useRef<T>(undefined as T);
  snapshot.current = store.get();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const take = (value: T) => {
        if (snapshot.current === value) return;
        snapshot.current = value;
        onChange();
      };
      take(store.value as T);
      return store.listen(take);
    },
    [store],
  );
  const read = () => snapshot.current;
  return useSyncExternalStore(subscribe, read, read);
}
