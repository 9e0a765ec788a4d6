/**
 * The customers of the offers benchmark, written before its server starts: accounts with a CPF of
 * their own, whose name and birthday are those the sandbox bureaus hold for it (when the sandbox
 * answers them), a confirmed e-mail and a live token.
 */

import { issueToken } from '../../services/accounts/tokens.ts';
import { createServices, type ServicesInternals } from '../../services/app.ts';
import { documents, persons } from '../../services/db/schema/index.ts';
import { PERSON_TYPE } from '../../src/core/format/person-types.ts';

export interface BenchCustomer {
  token: string;
  /** The address the customer calls from (`X-Forwarded-For` behind the trusted proxy). */
  address: string;
}

/** A CPF with valid check digits from its first nine digits. */
export function cpfOf(base: number): string {
  const digits = String(base).padStart(9, '0').split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

interface Holder {
  fullName: string;
  /** yyyy-mm-dd */
  birthday: string;
}

/** The holder of a CPF, as a bureau must see on the account; this one where the sandbox keeps none. */
const UNLISTED_HOLDER = (n: number): Holder => ({ fullName: `Cliente Ofertas ${n}`, birthday: '1985-06-15' });

/**
 * The holder the sandbox bureaus keep for `cpf` (`GET /sandbox/control/bureaus/holder/{cpf}`,
 * asked as a local request of this process), or null when the sandbox has no such route.
 */
async function sandboxHolder(services: ServicesInternals, cpf: string): Promise<Holder | null> {
  const res = await services.fetch(new Request(`http://localhost/sandbox/control/bureaus/holder/${cpf}`), {
    incoming: { socket: { remoteAddress: '127.0.0.1' } },
  });
  if (res.status === 404) return null;
  if (res.status !== 200) throw new Error(`titular do CPF ${cpf}: resposta ${res.status}`);
  const body = (await res.json()) as { full_name: string; birthday: string };
  const [day, month, year] = body.birthday.split('/');
  return { fullName: body.full_name, birthday: `${year}-${month}-${day}` };
}

/**
 * Writes `count` customers over the services of `env` (migrated and seeded on the way), then
 * closes them: the database is the benchmark server's once it starts.
 */
export async function writeBenchCustomers(
  env: Record<string, string>,
  count: number,
): Promise<BenchCustomer[]> {
  const services = await createServices(env);
  const { db } = services.deps;
  try {
    const people: (Holder & { n: number; cpf: string })[] = [];
    for (let n = 0; n < count; n += 1) {
      const cpf = cpfOf(700_000_000 + n * 7_919);
      const holder = (await sandboxHolder(services, cpf)) ?? UNLISTED_HOLDER(n);
      people.push({ n, cpf, ...holder });
    }
    const rows = await db
      .insert(persons)
      .values(
        people.map(({ n, fullName, birthday }) => ({
          email: `ofertas${n}@bench.exemplo.com.br`,
          fullName,
          birthday,
          personType: PERSON_TYPE.customer,
          principalContact: '(11) 97777-0000',
          // Confirmed as a code mailed to it would: a look-up needs a confirmed e-mail.
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: persons.id });
    await db
      .insert(documents)
      .values(rows.map(({ id }, i) => ({ personId: id, type: 'CPF', value: people[i]?.cpf as string })));
    const customers: BenchCustomer[] = [];
    for (const [n, { id }] of rows.entries())
      customers.push({ token: await issueToken(db, id), address: `10.${Math.floor(n / 250)}.${n % 250}.7` });
    return customers;
  } finally {
    await services.close();
  }
}
