import { beforeEach, describe, expect, it } from 'vitest';
import {
  $modals,
  clearModals,
  closeModal,
  MODAL_NAMES,
  modalOptions,
  openModal,
  switchModal,
} from './modals.ts';

beforeEach(() => clearModals());

describe('modal store', () => {
  it("has the sixteen names of docs/routes-and-guards.md#modals plus 'terms' and 'myData', all closed at first", () => {
    expect(MODAL_NAMES).toHaveLength(18);
    expect(MODAL_NAMES.slice(16)).toEqual(['terms', 'myData']);
    expect(Object.values($modals.get()).every((open) => !open)).toBe(true);
  });

  it('opens by flag with options and closes by name', () => {
    openModal('checkEmail', { type: 'forgot' });
    expect($modals.get().checkEmail).toBe(true);
    expect(modalOptions('checkEmail')).toEqual({ type: 'forgot' });
    closeModal('checkEmail');
    expect($modals.get().checkEmail).toBe(false);
  });

  it('switches from one modal to another', () => {
    openModal('logIn');
    switchModal('logIn', 'forgot', { step: 2 });
    expect($modals.get().logIn).toBe(false);
    expect($modals.get().forgot).toBe(true);
  });

  it('clearing closes every modal', () => {
    openModal('logIn');
    openModal('error', { message: 'x' });
    clearModals();
    expect(Object.values($modals.get()).some(Boolean)).toBe(false);
    expect(modalOptions('error')).toBeUndefined();
  });
});
