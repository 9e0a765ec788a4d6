import { createHash } from 'node:crypto';
import { BANKERS, CUSTOMERS, cpfFrom } from '../db/demo/people-data.ts';

/** Who holds a CPF, as a bureau's registry knows them: the name and the birth date (yyyy-mm-dd). */
export interface CpfHolder {
  fullName: string;
  birthday: string;
}

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Henrique',
  'Isabela',
  'José',
  'Larissa',
  'Márcio',
  'Natália',
  'Otávio',
  'Priscila',
  'Ricardo',
  'Sílvia',
  'Tiago',
  'Vanessa',
  'Wagner',
] as const;

const SURNAMES = [
  'Almeida',
  'Barros',
  'Cardoso',
  'Duarte',
  'Esteves',
  'Figueiredo',
  'Gonçalves',
  'Henriques',
  'Lacerda',
  'Monteiro',
  'Nascimento',
  'Queiroz',
  'Sampaio',
  'Toledo',
  'Vasconcelos',
  'Xavier',
] as const;

/** The demo people keep their own names and birthdays at the bureaus (the seed is where they are defined). */
const DEMO_HOLDERS = new Map<string, CpfHolder>(
  [...BANKERS, ...CUSTOMERS].flatMap((person) =>
    person.cpfBase && person.birthday
      ? [[cpfFrom(person.cpfBase), { fullName: person.fullName, birthday: person.birthday }] as const]
      : [],
  ),
);

const DAY_MS = 24 * 60 * 60 * 1000;
/** Holders are born from 1950-01-01 over the next 55 years (so every one is of age). */
const FIRST_BIRTHDAY = Date.UTC(1950, 0, 1);
const BIRTHDAY_SPAN_DAYS = 55 * 365;

/**
 * The sandbox bureaus' holder of a CPF: a demo person's own data, else a name and a birth date
 * derived from the CPF (as the scores are), the same on every call and for every bureau.
 */
export function sandboxHolderOf(cpf: string): CpfHolder {
  const demo = DEMO_HOLDERS.get(cpf);
  if (demo) return demo;
  const digest = createHash('sha256').update(`holder:${cpf}`).digest();
  const first = FIRST_NAMES[digest.readUInt16BE(0) % FIRST_NAMES.length];
  const middle = SURNAMES[digest.readUInt16BE(2) % SURNAMES.length];
  const last = SURNAMES[digest.readUInt16BE(4) % SURNAMES.length];
  const days = digest.readUInt32BE(6) % BIRTHDAY_SPAN_DAYS;
  const birthday = new Date(FIRST_BIRTHDAY + days * DAY_MS).toISOString().slice(0, 10);
  return { fullName: `${first} ${middle} ${last}`, birthday };
}

/**
 * A name as the identity check compares it: accents, case, punctuation and repeated spaces do not
 * count ('JOÃO  P. da Silva' is 'joao p da silva'); every word, particles included, must be there
 * in the same order.
 */
export function comparableName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Whether what an account says of its holder is what the registry holds: the same name and birth date. */
export function sameHolder(claimed: CpfHolder, held: CpfHolder): boolean {
  return (
    comparableName(claimed.fullName) === comparableName(held.fullName) && claimed.birthday === held.birthday
  );
}
