import { describe, expect, it } from 'vitest';
import { withTestServices } from '../test/harness.ts';

// A production database starts without the demo data: the reference lists must be there anyway.
const t = withTestServices({ SEED: '0' });

describe('a database without the demo data', () => {
  it('has the reference lists and takes a sign-up with its phone contact', async () => {
    const states = await t.get('/api/auth/person/v2/states/');
    expect(states.status).toBe(200);
    expect(states.body.length).toBe(27);
    const res = await t.call('POST', '/api/auth/person/v2/', {
      body: {
        full_name: 'Primeira Cliente',
        email: 'primeira.cliente@exemplo.com.br',
        principal_contact: '(51) 99876-1234',
        cpf: '529.982.247-25',
        birthday: '10/10/1990',
        terms: true,
      },
    });
    expect(res.status).toBe(201);
  });
});
