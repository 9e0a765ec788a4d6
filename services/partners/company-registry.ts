import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { digitsOf } from '../../src/core/format/digits.ts';
import { FailureSwitch } from './failure-switch.ts';

export interface RegisteredCompany {
  cnpj: string;
  name: string;
  tradeName: string;
  openedAt: string;
  status: 'ATIVA' | 'BAIXADA';
}

/** Outcome of a look-up in the company-number registry. */
export type CompanyLookup =
  | { kind: 'found'; company: RegisteredCompany }
  | { kind: 'invalid' }
  | { kind: 'unknown' };

export interface CompanyRegistry {
  lookup(cnpj: string): Promise<CompanyLookup>;
}

/** Companies the sandbox registry knows by name (valid check digits). */
export const knownCompanies: readonly RegisteredCompany[] = [
  {
    cnpj: '11222333000181',
    name: 'Padaria Pão Quente Ltda',
    tradeName: 'Pão Quente',
    openedAt: '2015-03-10',
    status: 'ATIVA',
  },
  {
    cnpj: '45678901000175',
    name: 'Oficina Mecânica Rota Sul Ltda',
    tradeName: 'Rota Sul',
    openedAt: '2012-08-01',
    status: 'ATIVA',
  },
  {
    cnpj: '77889900000166',
    name: 'Clínica Bem Viver Ltda',
    tradeName: 'Bem Viver',
    openedAt: '2019-05-20',
    status: 'ATIVA',
  },
  {
    cnpj: '10203040000194',
    name: 'Construtora Alicerce S.A.',
    tradeName: 'Alicerce',
    openedAt: '2008-11-03',
    status: 'ATIVA',
  },
  {
    cnpj: '55667788000186',
    name: 'Mercado Boa Safra Ltda',
    tradeName: 'Boa Safra',
    openedAt: '2024-12-01',
    status: 'ATIVA',
  },
  {
    cnpj: '99887766000105',
    name: 'Transportes Serra Azul Ltda',
    tradeName: 'Serra Azul',
    openedAt: '2010-02-15',
    status: 'BAIXADA',
  },
];

/** Sandbox registry: check digits, names of the known companies, and a switch to be unavailable. */
export function sandboxCompanyRegistry(failure = new FailureSwitch('receita')): CompanyRegistry & {
  failure: FailureSwitch;
} {
  return {
    failure,
    lookup: failure.guard((cnpj: string): CompanyLookup => {
      const digits = digitsOf(cnpj);
      if (digits.length !== 14 || !isValidCnpj(digits)) return { kind: 'invalid' };
      const company = knownCompanies.find((known) => known.cnpj === digits);
      return company ? { kind: 'found', company } : { kind: 'unknown' };
    }),
  };
}
