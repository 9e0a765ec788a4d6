import type { PersonForm } from '../rules/person-form.ts';

/** A newcomer as she types herself into 'Criar sua conta': the e-mail in her own capitals, the CPF masked. */
export const TYPED_NEWCOMER: PersonForm = {
  full_name: 'Beatriz Nunes Teste',
  email: 'Bia@Exemplo.com.br',
  principal_contact: '(51) 98765-1234',
  cpf: '111.444.777-35',
  birthday: '15/08/1992',
};
