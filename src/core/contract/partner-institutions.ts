/**
 * The sandbox partner institutions that answer simulations: the name the screens show, and the
 * legal name and CNPJ an offer must give when the store acts as their correspondent
 * (Res. CMN 4.935/2021). Fictional companies; the one place these facts are written.
 */
export interface PartnerInstitution {
  name: string;
  legalName: string;
  /** Masked ##.###.###/####-## (valid check digits). */
  cnpj: string;
}

export const PARTNER_INSTITUTIONS = {
  horizonte: { name: 'Banco Horizonte', legalName: 'Banco Horizonte S.A.', cnpj: '61.204.583/0001-67' },
  litoral: { name: 'Banco Litoral', legalName: 'Banco Litoral S.A.', cnpj: '73.491.826/0001-74' },
  cerrado: {
    name: 'Cerrado Crédito Imobiliário',
    legalName: 'Cerrado Companhia de Crédito Imobiliário',
    cnpj: '45.820.317/0001-02',
  },
  pampa: { name: 'Banco Pampa', legalName: 'Banco Pampa Múltiplo S.A.', cnpj: '29.063.741/0001-01' },
  pilar: {
    name: 'Pilar Home Equity',
    legalName: 'Pilar Sociedade de Crédito Imobiliário S.A.',
    cnpj: '81.540.269/0001-62',
  },
  alvorada: {
    name: 'Alvorada Consórcios',
    legalName: 'Alvorada Administradora de Consórcios Ltda.',
    cnpj: '36.715.092/0001-33',
  },
  rota: {
    name: 'Rota Administradora de Consórcios',
    legalName: 'Rota Administradora de Consórcios S.A.',
    cnpj: '52.480.913/0001-56',
  },
  semear: {
    name: 'Semear Consórcios',
    legalName: 'Semear Administradora de Consórcios Ltda.',
    cnpj: '19.372.648/0001-17',
  },
} as const satisfies Record<string, PartnerInstitution>;

export type PartnerInstitutionId = keyof typeof PARTNER_INSTITUTIONS;

/** The institution of a partner id from an answer, or undefined for an id we do not know. */
export function partnerInstitution(id: string): PartnerInstitution | undefined {
  return Object.hasOwn(PARTNER_INSTITUTIONS, id)
    ? PARTNER_INSTITUTIONS[id as PartnerInstitutionId]
    : undefined;
}

/** The institution of the sandbox home-equity partner (the brand of products 55, 91 and 145). */
export const HOME_EQUITY_INSTITUTION: PartnerInstitution = PARTNER_INSTITUTIONS.pilar;
