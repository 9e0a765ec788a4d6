// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { blurLeavesField, FORM_ASIDE } from './field-touch.ts';

describe('blurLeavesField', () => {
  it('counts a blur towards another field, or nowhere, as leaving the field', () => {
    expect(blurLeavesField(document.createElement('input'))).toBe(true);
    expect(blurLeavesField(null)).toBe(true);
  });

  it('does not count the focus going to the terms beside the form', () => {
    const aside = document.createElement('div');
    aside.setAttribute(FORM_ASIDE, '');
    const close = document.createElement('button');
    aside.append(close);
    document.body.append(aside);
    expect(blurLeavesField(close)).toBe(false);
    expect(blurLeavesField(aside)).toBe(false);
  });
});
