// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { $user } from '../../../core/context/session.ts';
import { isolateDialogTests } from '../../../core/modals/dialog-test-env.ts';
import { $modals, openModal } from '../../../core/modals/modals.ts';
import { SESSION, writeStored } from '../../../core/storage/session-table.ts';
import { setTransport } from '../../../core/transport/api.ts';
import { type Call, failure, fakeService } from '../../../core/transport/test-helpers.ts';
import { CheckEmailModal } from './CheckEmailModal.tsx';
import { ForgotModal } from './ForgotModal.tsx';

// The calls behind these forms are the account flows' (src/features/accounts/stores/flows.test.ts); here
// a fake service answers them and the modals are checked for their rules and pt-BR messages.

function use(answers: Record<string, (call: Call) => unknown>) {
  const service = fakeService(answers);
  setTransport(service.transport);
  return service;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

isolateDialogTests();
beforeEach(() => {
  $user.set(null);
});

describe("'Redefinição de senha': the e-mail check of a forgotten password", () => {
  it("keeps 'Continuar' disabled while empty and says 'E-mail não cadastrado.' for an unknown e-mail", async () => {
    const service = use({
      'PUT person/v2/existsoradd/': () => ({ exists: false, required_password: false }),
    });
    render(<CheckEmailModal />);
    await act(async () => openModal('checkEmail', { type: 'forgot' }));
    expect(await screen.findByRole('heading', { name: 'Redefinição de senha' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Continuar' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    type('E-mail', 'ninguem.aqui@exemplo.com.br');
    expect(submit.disabled).toBe(false);
    await act(async () => fireEvent.click(submit));
    expect(screen.getByRole('alert').textContent).toBe('E-mail não cadastrado.');
    expect(service.calls.map((c) => c.body)).toEqual([
      { email: 'ninguem.aqui@exemplo.com.br', type: 'forgot' },
    ]);
    expect($modals.get().checkEmail).toBe(true);
  });
});

describe('the forgot modal: code, then the new password', () => {
  it("keeps 'Verificar' disabled until six digits; a refused code says so and the step stays", async () => {
    const service = use({ 'PUT users/validateverificationcode/': failure(400, { detail: 'x' }) });
    render(<ForgotModal />);
    await act(async () => openModal('forgot', { step: 1, email: 'joao.silva@exemplo.com.br' }));
    expect(await screen.findByText('joao.silva@exemplo.com.br')).toBeTruthy();
    const verify = screen.getByRole('button', { name: 'Verificar' }) as HTMLButtonElement;
    type('Código de verificação', '12345');
    expect(verify.disabled).toBe(true);
    type('Código de verificação', '000000');
    expect(verify.disabled).toBe(false);
    await act(async () => fireEvent.click(verify));
    expect(screen.getByRole('alert').textContent).toBe(
      'Este código não funcionou. Verifique o código e tente novamente.',
    );
    expect(service.calls.map((c) => c.body)).toEqual([
      { email: 'joao.silva@exemplo.com.br', code: '000000' },
    ]);
    expect(screen.getByRole('textbox', { name: 'Código de verificação' })).toBeTruthy();
  });

  it("says 'As senhas não conferem.' and calls nothing until both passwords match", async () => {
    writeStored(SESSION.passwordToken, 'temporary');
    const service = use({ 'PUT users/setpassword/': failure(400, {}) });
    render(<ForgotModal />);
    await act(async () => openModal('forgot', { step: 2, email: 'joao.silva@exemplo.com.br' }));
    expect(await screen.findByRole('heading', { name: 'Redefinição da senha' })).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Salvar senha' }) as HTMLButtonElement;
    type('Nova senha', 'NovaSenha77');
    expect(save.disabled).toBe(true);
    type('Confirme a nova senha', 'OutraSenha77');
    await act(async () => fireEvent.click(save));
    expect(screen.getByText('As senhas não conferem.')).toBeTruthy();
    expect(service.calls).toEqual([]);
    type('Confirme a nova senha', 'NovaSenha77');
    expect(screen.queryByText('As senhas não conferem.')).toBeNull();
    // A matching pair goes to the service; its refusal asks to try again.
    await act(async () => fireEvent.click(save));
    expect(service.calls.map((c) => c.body)).toEqual([
      { password1: 'NovaSenha77', password2: 'NovaSenha77' },
    ]);
    expect(screen.getByRole('alert').textContent).toBe('Por favor tente novamente.');
  });
});
