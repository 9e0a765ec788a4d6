// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageAt, useEnvironment } from '../../../core/browser/test-helpers.ts';
import { $user, type SessionUser } from '../../../core/context/session.ts';
import { isolateDialogTests } from '../../../core/modals/dialog-test-env.ts';
import { $modals } from '../../../core/modals/modals.ts';
import { SESSION, writeStored } from '../../../core/storage/session-table.ts';
import { ASSISTANT, productAnswer } from '../../../core/transport/test-helpers.ts';
import { openOrder } from '../stores/order.ts';
import { OrderModal } from './OrderModal.tsx';

// The order's steps and calls are the order store's (src/features/ordering/stores/order.test.ts); here the default
// step's form: what locks 'Continuar', the field messages and the account's locked identity.

const customer: SessionUser = {
  ...ASSISTANT,
  id: 4,
  email: 'rafael.pedido@exemplo.com.br',
  full_name: 'Rafael Pedido Teste',
  principal_contact: null,
  birthday: '1988-05-15',
  documents: { CPF: '52998224725' },
};

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

let undo = () => {};

/** Opens the order of product 72 for `user` off any store's address, a visitor's e-mail kept. */
async function openFor(user: SessionUser | null) {
  $user.set(user);
  writeStored(SESSION.checkedEmail, 'visitante.marca@exemplo.com.br');
  // biome-ignore lint/correctness/useHookAtTopLevel: useEnvironment is not a React hook
  undo = useEnvironment({ page: pageAt('/') });
  render(<OrderModal />);
  await act(async () => openOrder(productAnswer({ id: 72, title: 'Crédito Pessoal' })));
  return (await screen.findByRole('button', { name: 'Continuar' })) as HTMLButtonElement;
}

isolateDialogTests();
afterEach(() => {
  undo();
  $user.set(null);
});

describe("the order's default step", () => {
  it("a visitor's 'Cadastro' stays locked until every field and both consents are given", async () => {
    const next = await openFor(null);
    expect(screen.getByRole('heading', { name: 'Cadastro' })).toBeTruthy();
    expect(field('E-mail').value).toBe('visitante.marca@exemplo.com.br');
    type('CPF', '11111111111');
    fireEvent.blur(field('CPF'), { relatedTarget: field('Nome completo') });
    expect(screen.getByText('CPF Inválido')).toBeTruthy();

    type('Nome completo', 'Marina Costa Teste');
    type('CPF', '52998224725');
    type('Data de nascimento', '20031990');
    fireEvent.click(screen.getByRole('checkbox', { name: /termos de uso/i }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Autorizo o compartilhamento/ }));
    expect(screen.queryByText('CPF Inválido')).toBeNull();
    expect(next.disabled).toBe(true);
    type('Celular', '51998765432');
    expect(next.disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: /Autorizo o compartilhamento/ }));
    expect(next.disabled).toBe(true);

    expect($modals.get().redirect).toBe(true);
    await act(async () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
    expect($modals.get().redirect).toBe(false);
  });

  it("a customer's 'Confirmação de dados' shows the account's name, birthday and CPF locked", async () => {
    await openFor(customer);
    expect(screen.getByRole('heading', { name: 'Confirmação de dados' })).toBeTruthy();
    expect(field('Nome completo').value).toBe('Rafael Pedido Teste');
    expect(field('Nome completo').disabled).toBe(true);
    expect(field('Data de nascimento').value).toBe('15/05/1988');
    expect(field('Data de nascimento').disabled).toBe(true);
    expect(field('CPF').disabled).toBe(true);
    expect(field('E-mail').disabled).toBe(true);
    expect(field('Celular').disabled).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'editar dados' })));
    expect($modals.get().redirect).toBe(false);
    expect($modals.get().editUser).toBe(true);
  });
});
