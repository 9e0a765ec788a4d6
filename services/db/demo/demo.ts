/** Fixed ids and logins of the demo data, for seeds and tests that build on it. */
export const DEMO = {
  companies: { provider: 1, offices: 2169, whitelabel: 3001 },
  terms: { v1: 1, v2: 2 },
  bankers: { ana: 1001, carlos: 1002, paused: 1003 },
  /** Ana's assistant (person_type 2). */
  assistant: 1004,
  /** Customers of ana-souza (João first); orders are seeded for them. */
  customers: [2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009],
  /** Leads of ana-souza who have not ordered yet. */
  leads: [2101, 2102, 2103, 2104, 2105],
  customersOfCarlos: [2201, 2202],
  /** An account of no store made before the birthday was asked: an invitation's login asks for it ('Ação necessária'). */
  withoutBirthday: 2301,
  logins: {
    ana: { email: 'ana.souza@exemplo.com.br', password: 'Vitrine2026', slug: 'ana-souza' },
    carlos: { email: 'carlos.lima@exemplo.com.br', password: 'Vitrine2026', slug: 'carlos-lima' },
    joao: { email: 'joao.silva@exemplo.com.br', password: 'Cliente2026' },
    helena: { email: 'helena.prado@exemplo.com.br', password: 'Cliente2026' },
  },
  pausedSlug: 'loja-pausada',
} as const;
