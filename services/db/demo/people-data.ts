import type { CareerEntry } from '../schema/people.ts';
import { DEMO } from './demo.ts';

/** A CPF with valid check digits built from its first nine digits. */
export function cpfFrom(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

export interface PersonSeed {
  id: number;
  fullName: string;
  nickname?: string;
  email: string;
  personType: number;
  slug?: string;
  principalContact: string;
  /** Null for an account made before the birthday was asked. */
  birthday: string | null;
  companyId?: number;
  cpfBase?: string;
  password?: string;
  city?: [string, string];
  createdDaysAgo: number;
}

export const BANKERS: PersonSeed[] = [
  {
    id: DEMO.bankers.ana,
    fullName: 'Ana Paula Souza',
    nickname: 'Ana Souza',
    email: DEMO.logins.ana.email,
    personType: 0,
    slug: DEMO.logins.ana.slug,
    principalContact: '(51) 99876-5432',
    birthday: '1985-03-14',
    companyId: DEMO.companies.offices,
    cpfBase: '529982247',
    password: DEMO.logins.ana.password,
    city: ['RS', 'Porto Alegre'],
    createdDaysAgo: 900,
  },
  {
    id: DEMO.bankers.carlos,
    fullName: 'Carlos Eduardo Lima',
    nickname: 'Carlos Lima',
    email: DEMO.logins.carlos.email,
    personType: 0,
    slug: DEMO.logins.carlos.slug,
    principalContact: '(48) 99712-3344',
    birthday: '1979-11-02',
    companyId: DEMO.companies.whitelabel,
    cpfBase: '153509460',
    password: DEMO.logins.carlos.password,
    city: ['SC', 'Florianópolis'],
    createdDaysAgo: 700,
  },
  {
    id: DEMO.bankers.paused,
    fullName: 'Marina Duarte Campos',
    nickname: 'Marina Duarte',
    email: 'marina.duarte@exemplo.com.br',
    personType: 0,
    slug: DEMO.pausedSlug,
    principalContact: '(11) 99654-1200',
    birthday: '1988-06-30',
    companyId: DEMO.companies.provider,
    cpfBase: '275484389',
    createdDaysAgo: 600,
  },
  {
    id: DEMO.assistant,
    fullName: 'Beatriz Ramos Teixeira',
    nickname: 'Bia Ramos',
    email: 'beatriz.ramos@exemplo.com.br',
    personType: 2,
    principalContact: '(51) 99321-8765',
    birthday: '1994-09-12',
    companyId: DEMO.companies.offices,
    createdDaysAgo: 500,
  },
];

const CUSTOMER_NAMES = [
  ['João Pedro da Silva', 'joao.silva', '1990-07-21', '(51) 98765-4321'],
  ['Mariana Costa Lima', 'mariana.costa', '1987-02-11', '(51) 98111-2233'],
  ['Rafael Oliveira Santos', 'rafael.oliveira', '1992-12-05', '(51) 98222-3344'],
  ['Fernanda Alves Moreira', 'fernanda.alves', '1983-04-18', '(51) 98333-4455'],
  ['Lucas Pereira Dias', 'lucas.pereira', '1995-08-27', '(51) 98444-5566'],
  ['Juliana Rocha Mendes', 'juliana.rocha', '1989-10-09', '(51) 98555-6677'],
  ['Gustavo Martins Pinto', 'gustavo.martins', '1978-01-30', '(51) 98666-7788'],
  ['Camila Ferreira Cruz', 'camila.ferreira', '1991-06-16', '(51) 98777-8899'],
  ['Thiago Ribeiro Araújo', 'thiago.ribeiro', '1986-03-03', '(51) 98888-9900'],
] as const;

const LEAD_NAMES = [
  ['Patrícia Gomes Vieira', 'patricia.gomes', '1993-05-22', '(51) 99101-1010'],
  ['Rodrigo Barbosa Melo', 'rodrigo.barbosa', '1980-09-14', '(51) 99202-2020'],
  ['Aline Carvalho Freitas', 'aline.carvalho', '1997-11-08', '(51) 99303-3030'],
  ['Felipe Santos Correia', 'felipe.santos', '1984-07-19', '(51) 99404-4040'],
  ['Renata Lopes Farias', 'renata.lopes', '1990-01-25', '(51) 99505-5050'],
] as const;

const CARLOS_CUSTOMERS = [
  ['Eduarda Nunes Batista', 'eduarda.nunes', '1988-08-08', '(48) 99111-0001'],
  ['Bruno Teixeira Rezende', 'bruno.teixeira', '1982-02-20', '(48) 99222-0002'],
] as const;

function customers(
  ids: readonly number[],
  rows: readonly (readonly [string, string, string, string])[],
  cpfSeed: number,
): PersonSeed[] {
  return rows.map(([fullName, user, birthday, phone], i) => ({
    id: ids[i] ?? 0,
    fullName,
    email: `${user}@exemplo.com.br`,
    personType: 1,
    principalContact: phone,
    birthday,
    cpfBase: String(cpfSeed + i * 7919).padStart(9, '0'),
    createdDaysAgo: 170 - i * 9,
  }));
}

export const CUSTOMERS: PersonSeed[] = [
  ...customers(DEMO.customers, CUSTOMER_NAMES, 418027365).map((p, i) =>
    i === 0 ? { ...p, password: DEMO.logins.joao.password, city: ['RS', 'Canoas'] as [string, string] } : p,
  ),
  ...customers(DEMO.leads, LEAD_NAMES, 613490271),
  ...customers(DEMO.customersOfCarlos, CARLOS_CUSTOMERS, 731554902),
  {
    id: DEMO.withoutBirthday,
    fullName: 'Helena Prado Nogueira',
    email: DEMO.logins.helena.email,
    personType: 1,
    principalContact: '(21) 99123-4567',
    birthday: null,
    cpfBase: '864209753',
    password: DEMO.logins.helena.password,
    createdDaysAgo: 1200,
  },
];

export interface BankerProfileSeed {
  personId: number;
  pbSince: string;
  career: CareerEntry[];
  careerDeprecated?: string;
  certificates: string[];
  bio: string;
  whyFranq: string;
  assistantId?: number;
  contacts: [number, string][];
}

export const PROFILES: BankerProfileSeed[] = [
  {
    personId: DEMO.bankers.ana,
    pbSince: '2016-05-02',
    career: [
      { company: 'Banco Piratini', roles: ['Gerente de Relacionamento', 'Gerente de Contas Alta Renda'] },
      { company: 'Banco Caravela', roles: ['Assessora de Investimentos'] },
    ],
    careerDeprecated: 'Onze anos em bancos de varejo antes de abrir o próprio escritório.',
    certificates: ['CPA-20', 'CEA', 'CFP'],
    bio: 'Sou Personal Banker há quase dez anos e ajudo famílias e empresas a escolher o crédito, o seguro e o investimento certos, comparando as ofertas de várias instituições.',
    whyFranq:
      'Quis atender meus clientes com independência: aqui posso comparar produtos de dezenas de instituições e indicar o que é melhor para cada um.',
    assistantId: DEMO.assistant,
    contacts: [
      [1, '(51) 99876-5432'],
      [2, 'anasouza.pb'],
      [3, '@anasouza.pb'],
      [4, 'in/ana-souza-pb'],
    ],
  },
  {
    personId: DEMO.bankers.carlos,
    pbSince: '2018-09-10',
    career: [{ company: 'Banco Litoral', roles: ['Gerente PJ'] }],
    certificates: ['CPA-10', 'CEA'],
    bio: 'Consultor financeiro com foco em pequenas e médias empresas de Santa Catarina.',
    whyFranq: 'Para oferecer aos meus clientes as melhores condições do mercado em um só lugar.',
    contacts: [
      [1, '(48) 99712-3344'],
      [3, '@carloslima.consultor'],
    ],
  },
  {
    personId: DEMO.bankers.paused,
    pbSince: '2020-01-15',
    career: [],
    certificates: ['CPA-10'],
    bio: 'Loja temporariamente pausada.',
    whyFranq: 'Atendimento personalizado.',
    contacts: [[1, '(11) 99654-1200']],
  },
];
