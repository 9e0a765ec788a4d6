import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { DEFAULT_BASES, type Route } from '../../src/core/contract/route-common.ts';
import { ACCOUNTS_ROUTES } from '../../src/features/accounts/contract/accounts-routes.ts';
import { ANALYTICS_ROUTES } from '../../src/features/analytics/contract/analytics-routes.ts';
import { CATALOG_ROUTES } from '../../src/features/catalog/contract/catalog-routes.ts';
import { FUNNEL_ROUTES } from '../../src/features/funnel/contract/funnel-routes.ts';
import { INVITATIONS_ROUTES } from '../../src/features/invitations/contract/invitations-routes.ts';
import { OFFERS_ROUTES } from '../../src/features/offers/contract/offers-routes.ts';
import { ORDERING_ROUTES } from '../../src/features/ordering/contract/ordering-routes.ts';
import { PLACES_ROUTES } from '../../src/features/ordering/contract/places-routes.ts';
import { PRIVACY_ROUTES } from '../../src/features/privacy/contract/privacy-routes.ts';
import { REQUESTS_ROUTES } from '../../src/features/requests/contract/requests-routes.ts';
import { AUTOMATION_ROUTES } from '../../src/features/simulators/contract/automation-routes.ts';
import { SIMULATORS_ROUTES } from '../../src/features/simulators/contract/simulators-routes.ts';

/** Each feature's route tables (the core's, which every feature reads, belong to none). */
const TABLES: Record<string, readonly Record<string, Route>[]> = {
  accounts: [ACCOUNTS_ROUTES],
  analytics: [ANALYTICS_ROUTES],
  catalog: [CATALOG_ROUTES],
  funnel: [FUNNEL_ROUTES],
  invitations: [INVITATIONS_ROUTES],
  offers: [OFFERS_ROUTES],
  ordering: [ORDERING_ROUTES, PLACES_ROUTES],
  privacy: [PRIVACY_ROUTES],
  requests: [REQUESTS_ROUTES],
  simulators: [SIMULATORS_ROUTES, AUTOMATION_ROUTES],
};

it("docs/maintaining.md's table names each feature's URL bases as its route tables mount them", () => {
  const page = readFileSync('docs/maintaining.md', 'utf8');
  const section = page.slice(page.indexOf('## Features and their services'));
  const rows = [...section.slice(0, section.indexOf('\n## ', 1)).matchAll(/^\| (\w+) \| .* \| (.+) \|$/gm)];
  const documented = Object.fromEntries(
    // The header and its rule name no base.
    rows
      .filter(([, , bases]) => bases?.includes('`'))
      .map(([, feature, bases]) => [feature, [...(bases as string).matchAll(/`([^`]+)`/g)].map((m) => m[1])]),
  );
  const mounted = Object.fromEntries(
    Object.entries(TABLES).map(([feature, tables]) => [
      feature,
      [
        ...new Set(
          tables.flatMap((table) => Object.values(table).map((route) => DEFAULT_BASES[route.service])),
        ),
      ],
    ]),
  );
  expect(documented).toEqual(mounted);
});
