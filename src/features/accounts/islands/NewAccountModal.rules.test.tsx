// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolateDialogTests } from '../../../core/modals/dialog-test-env.ts';
import { $modalOptions, $modals, openModal } from '../../../core/modals/modals.ts';
import { setTransport } from '../../../core/transport/api.ts';
import { failure, fakeService } from '../../../core/transport/test-helpers.ts';
import { NewAccountModal } from './NewAccountModal.tsx';

// The creation call is the account flow's (src/features/accounts/stores/flows.test.ts); here the form's
// rule and how a refusal is drawn.

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

isolateDialogTests();

describe("'Criar sua conta': the form's rule and its errors", () => {
  it("keeps 'Criar' disabled until the terms are accepted, masks what is typed and lists every refusal", async () => {
    const service = fakeService({
      'POST person/v2/': failure(400, { email: ['E-mail já cadastrado.'], cpf: ['CPF já cadastrado.'] }),
    });
    setTransport(service.transport);
    render(<NewAccountModal />);
    await act(async () => openModal('newAccount', {}));
    const create = (await screen.findByRole('button', { name: 'Criar' })) as HTMLButtonElement;
    type('Nome completo', 'Beatriz Nunes Teste');
    type('E-mail', ' BIA@EXEMPLO.COM.BR');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('BIA@EXEMPLO.COM.BR');
    type('Celular', '51987651234');
    expect((screen.getByLabelText('Celular') as HTMLInputElement).value).toBe('(51) 98765-1234');
    type('CPF', '11144477735');
    type('Data de nascimento', '15081992');
    expect((screen.getByLabelText('Data de nascimento') as HTMLInputElement).value).toBe('15/08/1992');
    expect(create.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /termos de uso/ }));
    expect(create.disabled).toBe(false);

    await act(async () => fireEvent.click(create));
    expect(service.calls.map((c) => c.path)).toEqual(['person/v2/']);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['E-mail já cadastrado.', 'CPF já cadastrado.']);
    expect(screen.getByRole('alert').contains(screen.getAllByRole('listitem')[0] as Node)).toBe(true);
  });

  it("invited: the e-mail comes locked, the banker's authorization comes ticked, and login is offered", async () => {
    render(<NewAccountModal />);
    await act(async () => openModal('newAccount', { invited: true, email: 'helena@exemplo.com.br' }));
    expect(await screen.findByRole('heading', { name: 'Olá!' })).toBeTruthy();
    expect(screen.getByText('Para continuar, crie sua conta')).toBeTruthy();
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    expect(email.value).toBe('helena@exemplo.com.br');
    expect(email.disabled).toBe(true);
    const authorized = screen.getByRole('checkbox', { name: /^Autorizo o meu / }) as HTMLInputElement;
    expect(authorized.checked).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Já tem conta? Entre aqui!' })));
    expect($modals.get().newAccount).toBe(false);
    expect($modals.get().logIn).toBe(true);
    expect($modalOptions.get().logIn).toEqual({ email: 'helena@exemplo.com.br', authorization: true });
  });
});
