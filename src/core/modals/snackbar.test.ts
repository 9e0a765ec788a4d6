import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $snackbar, hideSnackbar, showSnackbar } from './snackbar.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  hideSnackbar();
  vi.useRealTimers();
});

describe('snackbar', () => {
  it('closes after 3000 ms by default', () => {
    showSnackbar({ text: 'Houve um erro', color: 'error' });
    expect($snackbar.get()).toMatchObject({
      open: true,
      text: 'Houve um erro',
      color: 'error',
      timeout: 3000,
    });
    vi.advanceTimersByTime(2999);
    expect($snackbar.get().open).toBe(true);
    vi.advanceTimersByTime(1);
    expect($snackbar.get().open).toBe(false);
  });

  it('takes its own timeout, and a new message restarts the clock', () => {
    showSnackbar({ text: 'a', timeout: 5000 });
    vi.advanceTimersByTime(4000);
    showSnackbar({ text: 'b', timeout: 5000 });
    vi.advanceTimersByTime(4000);
    expect($snackbar.get()).toMatchObject({ open: true, text: 'b' });
    vi.advanceTimersByTime(1000);
    expect($snackbar.get().open).toBe(false);
  });
});
