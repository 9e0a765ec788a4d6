import type { ReadableAtom } from 'nanostores';
import { useEffect, useState } from 'react';
import { useStore } from '../browser/use-store.ts';
import { $bakedChrome, $chrome } from './brand.ts';
import type { Chrome } from './white-label.ts';

/**
 * True after the first client render. Islands are rendered at build time with no data, so the
 * first client render must draw the same skeleton; the loaded data shows from the next one.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** A store's value once mounted; `initial` before (the build-time render and hydration). */
export function useClientStore<T>(store: ReadableAtom<T>, initial: T): T {
  const value = useStore(store);
  return useMounted() ? value : initial;
}

/**
 * The chrome in effect once mounted; the build-time (brand's) chrome during hydration, so a
 * white-label store's names never differ from the static HTML React hydrates (no error #418).
 */
export function useChrome(): Chrome {
  return useClientStore($chrome, $bakedChrome.get());
}

/** The viewport width, updated on resize; `fallback` before mounting. */
export function useViewportWidth(fallback = 1280): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}
