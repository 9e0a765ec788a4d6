// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_MS } from '../../../core/format/message-times.ts';
import { clearModals, openModal } from '../../../core/modals/modals.ts';
import { submitLogin } from '../stores/flows.ts';
import { LoginModal } from './LoginModal.tsx';

// The login call itself is the account flow's (src/features/accounts/stores/flows.test.ts): here it fails.
vi.mock('../stores/flows.ts', () => ({ submitLogin: vi.fn() }));

beforeEach(() => {
  vi.mocked(submitLogin).mockRejectedValue(new Error('401'));
});
afterEach(() => {
  cleanup();
  clearModals();
  vi.useRealTimers();
});

async function openLogin() {
  render(<LoginModal />);
  await act(async () => openModal('logIn', {}));
  return screen.findByRole('button', { name: 'Entrar' });
}

describe('login modal (docs/accounts.md#session-login-and-logout, docs/validation-and-errors.md#validation-rules, docs/validation-and-errors.md#constants-and-limits)', () => {
  it("keeps 'Entrar' disabled until a password is typed", async () => {
    const submit = await openLogin();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'joao.silva@exemplo.com.br' } });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'SenhaErrada1' } });
    expect(submit).toHaveProperty('disabled', false);
  });

  it('shows the wrong-password message for 3 seconds', async () => {
    const submit = await openLogin();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'joao.silva@exemplo.com.br' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'SenhaErrada1' } });
    vi.useFakeTimers();
    await act(async () => fireEvent.click(submit));
    expect(vi.mocked(submitLogin)).toHaveBeenCalledWith('joao.silva@exemplo.com.br', 'SenhaErrada1');
    expect(screen.getByRole('alert').textContent).toBe('Usuário ou senha incorreto.');
    await act(async () => vi.advanceTimersByTime(MESSAGE_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
