import { expect } from 'vitest';
import { cpfFrom } from '../db/demo/people-data.ts';
import { mailedCode, type TestServices } from '../test/harness.ts';

let serial = 0;

/** The body of a sign-up with a password (`POST /api/auth/person/v2/`). */
export const signUpBody = (fullName: string, email: string, cpf: string, password: string) => ({
  full_name: fullName,
  email,
  principal_contact: '(51) 99777-6655',
  cpf,
  birthday: '03/05/1990',
  terms: true,
  password,
});

/** A fresh lead (no password) and its token; each has a CPF of its own. */
export async function newLead(t: TestServices, email: string) {
  serial += 1;
  const res = await t.call('POST', '/api/auth/person/v2/existsoradd/', {
    body: {
      full_name: 'Renata Alves Pinto',
      email,
      principal_contact: '(51) 99777-6655',
      cpf: cpfFrom(String(410000000 + serial * 37)),
      birthday: '03/05/1990',
      terms: true,
    },
  });
  expect(res.status).toBe(201);
  return { id: res.body.person.id as number, token: res.body.person.token as string };
}

/** Gives an account a password through the code flow; answers the token that set it. */
export async function claimByCode(t: TestServices, email: string, password: string): Promise<string> {
  expect((await t.call('POST', '/api/auth/users/sendverificationcode/', { body: { email } })).status).toBe(
    200,
  );
  const checked = await t.call('PUT', '/api/auth/users/validateverificationcode/', {
    body: { email, code: await mailedCode(t, email) },
  });
  expect(checked.status).toBe(200);
  const set = await t.call('PUT', '/api/auth/users/setpassword/', {
    body: { password1: password, password2: password },
    token: checked.body.token,
  });
  expect(set.status).toBe(200);
  return checked.body.token;
}
