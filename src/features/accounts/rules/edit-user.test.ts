import { describe, expect, it } from 'vitest';
import {
  authorizationToggleLabel,
  authorizesBanker,
  cpfLocked,
  type EditableUser,
  emailChanged,
  emailLocked,
  updateBody,
  userToForm,
} from './edit-user.ts';

const user: EditableUser = {
  email: 'joao.silva@exemplo.com.br',
  full_name: 'João Pedro da Silva',
  principal_contact: '(51) 98765-4321',
  birthday: '1990-07-21',
  documents: { CPF: '52998224725' },
  authorization_info: [],
};

describe('edit user (docs/accounts.md#edit-user, docs/validation-and-errors.md#validation-rules)', () => {
  it('fills the form with masks', () => {
    expect(userToForm(user)).toEqual({
      full_name: 'João Pedro da Silva',
      email: 'joao.silva@exemplo.com.br',
      principal_contact: '(51) 98765-4321',
      birthday: '21/07/1990',
      cpf: '529.982.247-25',
    });
  });

  it('locks the CPF once set and the e-mail while an authorization exists', () => {
    expect(cpfLocked(user)).toBe(true);
    expect(cpfLocked({ ...user, documents: { CPF: null } })).toBe(false);
    expect(emailLocked(user)).toBe(false);
    expect(
      emailLocked({ ...user, authorization_info: [{ personal_banker: { id: 3 }, authorized: false }] }),
    ).toBe(true);
  });

  it('never sends a locked field', () => {
    const form = { ...userToForm(user), email: 'Novo@Exemplo.com.br', cpf: '111.444.777-35' };
    expect(updateBody(user, form)).toEqual({
      full_name: 'João Pedro da Silva',
      principal_contact: '(51) 98765-4321',
      birthday: '21/07/1990',
      email: 'novo@exemplo.com.br',
    });
    const locked = {
      ...user,
      documents: { CPF: null },
      authorization_info: [{ personal_banker: { id: 3 }, authorized: true }],
    };
    expect(updateBody(locked, form)).toMatchObject({ cpf: '111.444.777-35' });
    expect(updateBody(locked, form)).not.toHaveProperty('email');
  });

  it('notices an e-mail change regardless of case', () => {
    expect(emailChanged(user, { ...userToForm(user), email: 'JOAO.SILVA@exemplo.com.br' })).toBe(false);
    expect(emailChanged(user, { ...userToForm(user), email: 'outro@exemplo.com.br' })).toBe(true);
  });

  it('labels the toggle by the authorization for the current banker', () => {
    const authorized = { ...user, authorization_info: [{ personal_banker: { id: 3 }, authorized: true }] };
    expect(authorizesBanker(authorized, 3)).toBe(true);
    expect(authorizesBanker(authorized, 4)).toBe(false);
    expect(authorizationToggleLabel(true)).toBe('Remover autorização');
    expect(authorizationToggleLabel(false)).toBe('Autorizar');
  });
});
