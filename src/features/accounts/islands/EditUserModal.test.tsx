// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $occupation } from '../../../core/brand/brand.ts';
import { $user, type SessionUser } from '../../../core/context/session.ts';
import { $banker } from '../../../core/context/store-context.ts';
import { isolateDialogTests } from '../../../core/modals/dialog-test-env.ts';
import { openModal } from '../../../core/modals/modals.ts';
import { setTransport } from '../../../core/transport/api.ts';
import { ASSISTANT, type Call, fakeService, STORE_BANKER } from '../../../core/transport/test-helpers.ts';
import { EditUserModal } from './EditUserModal.tsx';

// The calls are the account flows' (src/features/accounts/stores/flows.test.ts); here what 'Dados
// Cadastrais' locks, asks and says.

const assistant = ASSISTANT;
const authorizing = {
  ...assistant,
  authorization_info: [{ personal_banker: { id: 1001 }, authorized: true }],
};

function serve(person: SessionUser, more: Record<string, (call: Call) => unknown> = {}) {
  const service = fakeService({ 'GET person/v2/': () => ({ person }), ...more });
  setTransport(service.transport);
  return service;
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

async function openEdit(person: SessionUser) {
  $user.set(person);
  render(<EditUserModal />);
  await act(async () => openModal('editUser'));
  return screen.findByRole('button', { name: 'Salvar' });
}

isolateDialogTests();
beforeEach(() => {
  $banker.set(STORE_BANKER);
});
afterEach(() => {
  $user.set(null);
  $banker.set(null);
});

describe("'Dados Cadastrais'", () => {
  it('keeps what was typed before the reloaded user arrives, and takes the rest from it', async () => {
    let answer: (person: SessionUser) => void = () => {};
    const reloaded = new Promise<SessionUser>((resolve) => {
      answer = resolve;
    });
    setTransport(fakeService({ 'GET person/v2/': async () => ({ person: await reloaded }) }).transport);
    await openEdit(assistant);
    fireEvent.change(input('E-mail'), { target: { value: 'beatriz.nova@exemplo.com.br' } });
    await act(async () => answer({ ...assistant, full_name: 'Beatriz Ramos Lima' }));
    await waitFor(() => expect(input('Nome completo').value).toBe('Beatriz Ramos Lima'));
    expect(input('E-mail').value).toBe('beatriz.nova@exemplo.com.br');
  });

  it('locks the e-mail while an authorization exists and the CPF once set, saying why', async () => {
    serve({ ...authorizing, documents: { CPF: '52998224725' } });
    await openEdit({ ...authorizing, documents: { CPF: '52998224725' } });
    expect(input('E-mail').value).toBe('beatriz.ramos@exemplo.com.br');
    expect(input('E-mail').disabled).toBe(true);
    expect(screen.getByText('O e-mail não pode ser alterado enquanto houver uma autorização.')).toBeTruthy();
    expect(input('CPF').disabled).toBe(true);
    expect(screen.getByText('O CPF não pode ser alterado depois de cadastrado.')).toBeTruthy();
    expect(input('Nome completo').disabled).toBe(false);
  });

  it("without an authorization the e-mail is free; 'Autorizar' and 'Remover autorização' take turns", async () => {
    const service = serve(assistant, {
      'PUT person/v2/authorization/': (call) => ({
        person: (call.body as { authorized: boolean }).authorized ? authorizing : assistant,
      }),
    });
    await openEdit(assistant);
    expect(input('E-mail').disabled).toBe(false);
    expect(input('CPF').disabled).toBe(false);
    const section = screen.getByRole('region', { name: 'Autorização' });
    const singular = $occupation.get().singular;
    expect(
      within(section).getByText(`Autorize o seu ${singular} a preencher as suas solicitações.`),
    ).toBeTruthy();
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Autorizar' })));
    expect(
      within(section).getByText(`O seu ${singular} está autorizado a preencher as suas solicitações.`),
    ).toBeTruthy();
    await act(async () =>
      fireEvent.click(within(section).getByRole('button', { name: 'Remover autorização' })),
    );
    expect(within(section).getByRole('button', { name: 'Autorizar' })).toBeTruthy();
    expect(service.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { personal_banker: 1001, authorized: true },
      { personal_banker: 1001, authorized: false },
    ]);
  });

  it('reads the account again on open: a withdrawn authorization still locks the e-mail', async () => {
    const withdrawn = {
      ...assistant,
      authorization_info: [{ personal_banker: { id: 1001 }, authorized: false }],
    };
    serve(withdrawn);
    // The stored user is older than the service's answer.
    await openEdit(assistant);
    await waitFor(() => expect(input('E-mail').disabled).toBe(true));
    expect(screen.getByText('O e-mail não pode ser alterado enquanto houver uma autorização.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Autorizar' })).toBeTruthy();
  });

  it('a new e-mail asks for confirmation first, then the code mailed to it', async () => {
    const changed = 'bia.nova@exemplo.com.br';
    const service = serve(assistant, {
      'PUT person/v2/': () => ({ person: assistant, pending_email: changed }),
    });
    const save = await openEdit(assistant);
    fireEvent.change(input('E-mail'), { target: { value: changed } });
    await act(async () => fireEvent.click(save));
    const confirm = screen.getByRole('dialog', { name: 'Confirmação' });
    expect(
      within(confirm).getByText('Ao alterar o e-mail sera necessário que faça o login novamente.'),
    ).toBeTruthy();
    expect(service.calls.some((c) => c.method === 'PUT')).toBe(false);

    // 'Cancelar' keeps the form with what was typed.
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' })));
    expect(screen.queryByRole('dialog', { name: 'Confirmação' })).toBeNull();
    expect(input('E-mail').value).toBe(changed);

    await act(async () => fireEvent.click(save));
    await act(async () =>
      fireEvent.click(
        within(screen.getByRole('dialog', { name: 'Confirmação' })).getByRole('button', {
          name: 'Confirmar',
        }),
      ),
    );
    expect(service.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toMatchObject([
      { email: changed },
    ]);
    expect(screen.getByText(changed)).toBeTruthy();
    const confirmEmail = screen.getByRole('button', { name: 'Confirmar e-mail' }) as HTMLButtonElement;
    expect(confirmEmail.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Código de verificação' }), {
      target: { value: '123456' },
    });
    expect(confirmEmail.disabled).toBe(false);
  });
});
