// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $terms } from '../../../core/context/store-context.ts';
import type { TermsOfServiceAnswer } from '../../../core/contract/store.ts';
import { isolateDialogTests } from '../../../core/modals/dialog-test-env.ts';
import { openModal } from '../../../core/modals/modals.ts';
import { NewAccountModal } from './NewAccountModal.tsx';

isolateDialogTests();
afterEach(() => $terms.set(null));

describe("'Criar sua conta' and its terms (docs/routes-and-guards.md#modals)", () => {
  it('opens the terms over the form; the untouched name shows no error and what was typed stays', async () => {
    $terms.set({
      id: 3,
      title: 'Termos de uso da Atlântica Consultoria Financeira',
      version: 'v2.0.0',
      content: 'Primeiro parágrafo.',
      created_at: '2026-01-10T12:00:00Z',
    } as unknown as TermsOfServiceAnswer);
    render(<NewAccountModal />);
    await act(async () => openModal('newAccount', {}));
    const name = await screen.findByLabelText('Nome completo');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'leitora@exemplo.com.br' } });

    for (const words of ['termos de uso', 'política de privacidade']) {
      // Inside the checkbox's label, where the test library names every button after the label.
      const link = screen.getByText(words, { selector: 'button' });
      // The focus leaves the name field for the words, then for the terms dialog.
      fireEvent.blur(name, { relatedTarget: link });
      // The click is cancelled, so the browser does not tick the box the words sit in (this DOM
      // ticks it before the page's handler runs, so the box itself is checked in the browser test).
      expect(fireEvent.click(link)).toBe(false);
      expect(await screen.findByText('Versão v2.0.0, de 10/01/2026')).toBeTruthy();
      fireEvent.blur(name, { relatedTarget: screen.getAllByRole('button', { name: 'Fechar' }).at(-1) });
      expect(screen.queryByText('Campo obrigatório.')).toBeNull();
      await act(async () =>
        fireEvent.click(screen.getAllByRole('button', { name: 'Fechar' }).at(-1) as Element),
      );
      expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('leitora@exemplo.com.br');
    }
    // Leaving the name for another field still tells it is required.
    fireEvent.blur(name, { relatedTarget: screen.getByLabelText('E-mail') });
    expect(await screen.findByText('Campo obrigatório.')).toBeTruthy();
  });
});
