// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoplayPages } from './use-autoplay-pages.ts';

const items = [1, 2, 3, 4, 5];

describe('useAutoplayPages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('splits the items into pages and wraps around with previous/next', () => {
    const { result } = renderHook(() => useAutoplayPages(items, 2, 1000));
    expect(result.current.pages).toEqual([[1, 2], [3, 4], [5]]);
    expect(result.current.current).toBe(0);
    act(() => result.current.previous());
    expect(result.current.current).toBe(2);
    act(() => result.current.next());
    expect(result.current.current).toBe(0);
  });

  it('turns the page every interval and stops while hovered', () => {
    const { result } = renderHook(() => useAutoplayPages(items, 2, 1000));
    expect(result.current.playing).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.current).toBe(1);
    act(() => result.current.regionProps.onMouseEnter());
    expect(result.current.playing).toBe(false);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.current).toBe(1);
  });

  it('does not play a single page', () => {
    const { result } = renderHook(() => useAutoplayPages([1], 2, 1000));
    expect(result.current.playing).toBe(false);
  });
});
