// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $user, type SessionUser } from '../../../core/context/session.ts';
import { isolateDialogTests } from '../../../core/modals/dialog-test-env.ts';
import { $modals, openModal } from '../../../core/modals/modals.ts';
import { SESSION, writeStored } from '../../../core/storage/session-table.ts';
import { setTransport } from '../../../core/transport/api.ts';
import { failure, fakeService } from '../../../core/transport/test-helpers.ts';
import { RequireBirthdayModal } from './RequireBirthdayModal.tsx';

// The call is the account flow's (src/features/accounts/stores/flows.ts, submitBirthday); the date rules are
// src/core/validation's. Here the modal: 'Salvar' locked while the date is not one, its messages.

const person = { id: 2001, email: 'joao.silva@exemplo.com.br', birthday: '1985-07-02' } as SessionUser;

const birthday = () => screen.getByLabelText('Data de nascimento') as HTMLInputElement;

async function openRequire() {
  render(<RequireBirthdayModal />);
  await act(async () => openModal('requireBirthday'));
  expect(await screen.findByRole('heading', { name: 'Ação necessária' })).toBeTruthy();
  return screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
}

isolateDialogTests();
afterEach(() => {
  $user.set(null);
});

describe("'Ação necessária': the missing birthday", () => {
  it("keeps 'Salvar' disabled while the date is not a valid one, saying why once it is complete", async () => {
    const save = await openRequire();
    expect(save.disabled).toBe(true);
    fireEvent.change(birthday(), { target: { value: '3102' } });
    expect(birthday().value).toBe('31/02');
    // Still being typed: no message yet.
    expect(screen.queryByText('Data inválida.')).toBeNull();
    expect(save.disabled).toBe(true);
    fireEvent.change(birthday(), { target: { value: '31021990' } });
    expect(birthday().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Data inválida.')).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.change(birthday(), { target: { value: '02072099' } });
    expect(screen.getByText('Ano inválido.')).toBeTruthy();
    // Ten years old: under the minimum age.
    fireEvent.change(birthday(), { target: { value: `0207${new Date().getFullYear() - 10}` } });
    expect(screen.getByText('Idade inválida.')).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.change(birthday(), { target: { value: '02071985' } });
    expect(birthday().getAttribute('aria-invalid')).toBeNull();
    expect(save.disabled).toBe(false);
  });

  it('saves the date and, in an invitation, goes on to the authorization', async () => {
    writeStored(SESSION.invitation, true);
    const service = fakeService({ 'PUT person/v2/': () => ({ person }) });
    setTransport(service.transport);
    const save = await openRequire();
    fireEvent.change(birthday(), { target: { value: '02071985' } });
    await act(async () => fireEvent.click(save));
    expect(service.calls.map((c) => c.body)).toEqual([{ birthday: '02/07/1985' }]);
    expect($modals.get().requireBirthday).toBe(false);
    expect($modals.get().authorization).toBe(true);
  });

  it("shows the service's refusal", async () => {
    setTransport(
      fakeService({ 'PUT person/v2/': failure(400, { birthday: ['Idade inválida.'] }) }).transport,
    );
    const save = await openRequire();
    fireEvent.change(birthday(), { target: { value: '02071985' } });
    await act(async () => fireEvent.click(save));
    expect(screen.getByRole('alert').textContent).toBe('Idade inválida.');
    expect($modals.get().requireBirthday).toBe(true);
  });
});
