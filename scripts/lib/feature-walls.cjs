/**
 * The walls between the features of `src/features/` (docs/maintaining.md#feature-walls), read by
 * the import rules (.dependency-cruiser.cjs), by `scripts/feature-imports.ts` and by their tests.
 */

/**
 * Which feature may use which: a feature uses the public files of features on lower rows only, so
 * no two features need each other. A feature on no row (a new one) stands above them all: it may
 * use every listed feature, and none of them uses it. Every feature's contract/ is open to all (a
 * contract reads only the core and other contracts).
 */
const FEATURE_ROWS = [
  ['offers'],
  ['simulators', 'analytics'],
  ['catalog'],
  ['ordering'],
  ['accounts'],
  ['invitations'],
  ['privacy'],
  ['requests', 'brand', 'funnel'],
];

/**
 * The files of each feature that other features may import (paths inside the feature's folder),
 * besides its contract/. Other features import them directly, so the bundler sees the graph the
 * code has; the rest of a feature is its own.
 */
const PUBLIC_FILES = {
  // Starting a session from a form, the person form, confirming one's own e-mail, and the request kept while the e-mail is checked.
  accounts: ['rules/person-form.ts', 'stores/edit-user.ts', 'stores/pending-request.ts', 'stores/sign-in.ts'],
  // The brand file as a build reads it; the brand's client data and hooks are the core's (src/core/brand/).
  brand: ['config/load.ts'],
  // The landing sections and banners a product page draws, and the families of the home.
  catalog: [
    'stores/home-catalog.ts',
    'ui/BrandLogo.tsx',
    'ui/LandingSections.tsx',
    'ui/landing-content.ts',
    'ui/ProductBanner.tsx',
  ],
  // The banker's invitations and their table rows, the invitation being answered, saving a solicitation.
  invitations: [
    'rules/invitation-status.ts',
    'stores/invitation.ts',
    'stores/invitations.ts',
    'stores/solicitation-save.ts',
  ],
  // The order modal and the product page's 'Solicitar agora', which loads the request flow on demand.
  ordering: [
    'islands/RequestButton.tsx',
    'requesting/request-family.ts',
    'requesting/request-routing.ts',
    'rules/order-modal.ts',
    'rules/request-extra.ts',
    'rules/schedule.ts',
    'stores/cities.ts',
    'stores/order.ts',
    'stores/place-order.ts',
  ],
  // The consent texts an order or an account shows, the consent status, and waiting for the cookie banner's answer.
  privacy: [
    'scripts/cookie-choice-made.ts',
    'stores/privacy.ts',
    'ui/ShareConsentText.tsx',
    'ui/TermsText.tsx',
  ],
  // What a page counts for the store's funnel, the source of the tab's visit, and the banker's funnel in the desk.
  funnel: ['count-event.ts', 'count-visit.ts', 'islands/FunnelPanel.tsx', 'landing-source.ts'],
  // The request timeline ('Minhas solicitações'), its status badge and labels, and the banker's desk with the link that opens one request.
  requests: [
    'islands/desk/DeskPanel.tsx',
    'rules/desk-link.ts',
    'rules/request-status.ts',
    'rules/request-view.ts',
    'stores/requests.ts',
    'ui/RequestTimeline.tsx',
    'ui/RequestValues.tsx',
    'ui/StatusBadge.tsx',
  ],
};

/**
 * The services' test support: the tests, their harnesses and fixtures, which the services'
 * walls leave out (a test may reach any feature it checks).
 */
const SERVICES_TEST_SUPPORT =
  '(^services/test/|\\.test\\.tsx?$|/testing\\.ts$|/test-[^/]+\\.ts$|/testing/[^/]+\\.ts$)';

module.exports = { FEATURE_ROWS, PUBLIC_FILES, SERVICES_TEST_SUPPORT };
