import type { HttpMethod } from './endpoint.ts';

/**
 * The route table of the services (docs/services.md#calls): per service its base and per call its method and
 * path, the one place each path is written. The contract modules spread these entries and add
 * the schemas; the storefront's islands call them through `call` (src/stores/api.ts) without
 * shipping a schema library.
 */

export type ServiceName = 'store' | 'auth' | 'checkout' | 'privacy' | 'automation';

/** Same-origin base of each service, as the services mount them. */
export const DEFAULT_BASES: Readonly<Record<ServiceName, string>> = {
  store: '/api/store',
  auth: '/api/auth',
  checkout: '/api/checkout',
  privacy: '/api/privacy',
  automation: '/api/automation',
};

// Public build variables let a deployment point a brand at other hosts (docs/services.md#architecture).
const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

/** The base the storefront calls: the build variable when set, else the same-origin default. */
export const CLIENT_BASES: Readonly<Record<ServiceName, string>> = {
  store: env.PUBLIC_STORE_API ?? DEFAULT_BASES.store,
  auth: env.PUBLIC_AUTH_API ?? DEFAULT_BASES.auth,
  checkout: env.PUBLIC_CHECKOUT_API ?? DEFAULT_BASES.checkout,
  privacy: env.PUBLIC_PRIVACY_API ?? DEFAULT_BASES.privacy,
  automation: env.PUBLIC_AUTOMATION_API ?? DEFAULT_BASES.automation,
};

interface RouteSpec {
  readonly method: HttpMethod;
  /** Path under the service base, with `{param}` placeholders and the documented trailing slash. */
  readonly path: string;
  /** Served for other clients (back office, partners, e-mail links); the storefront never calls it. */
  readonly serverOnly?: true;
}

/** One call of a service, as the client sends it. */
export interface Route extends RouteSpec {
  readonly service: ServiceName;
}

type ServiceRoutes<S extends ServiceName, T> = { readonly [K in keyof T]: T[K] & { readonly service: S } };

function routesOf<S extends ServiceName, const T extends Record<string, RouteSpec>>(
  service: S,
  table: T,
): ServiceRoutes<S, T> {
  const entries = Object.entries(table).map(([name, spec]) => [name, { ...spec, service }]);
  return Object.fromEntries(entries) as ServiceRoutes<S, T>;
}

export const STORE_ROUTES = routesOf('store', {
  marketplace: { method: 'GET', path: 'pb/{pb}/marketplace/' },
  termsOfService: { method: 'GET', path: 'terms-of-service/{id}/' },
  product: { method: 'GET', path: 'pb/{pb}/product/{product}/' },
  productGroups: { method: 'GET', path: 'pb/{pb}/productgroups/' },
  productGroup: { method: 'GET', path: 'pb/{pb}/productgroups/{id}/' },
  carousel: { method: 'GET', path: 'carousel/{slug}/' },
  partners: { method: 'GET', path: 'partners/' },
  consortium: { method: 'GET', path: 'consorcio/{person_type}/{params}/', serverOnly: true },
  media: { method: 'GET', path: 'media/{kind}/{name}', serverOnly: true },
  /** Served under the store service's base (src/api/analytics.ts). */
  analytics: { method: 'GET', path: 'analytics/{id}/' },
  /** The banker's choice of notifications (src/api/analytics.ts). */
  notificationMode: { method: 'GET', path: 'analytics/{id}/notifications/' },
  setNotificationMode: { method: 'PUT', path: 'analytics/{id}/notifications/' },
});

export const AUTH_ROUTES = routesOf('auth', {
  login: { method: 'POST', path: 'users/login/' },
  logout: { method: 'GET', path: 'users/logout/' },
  refreshToken: { method: 'PUT', path: 'users/refreshtoken/' },
  sendVerificationCode: { method: 'POST', path: 'users/sendverificationcode/' },
  validateVerificationCode: { method: 'PUT', path: 'users/validateverificationcode/' },
  setPassword: { method: 'PUT', path: 'users/setpassword/' },
  acceptTerms: { method: 'POST', path: 'users/acceptterms/', serverOnly: true },
  me: { method: 'GET', path: 'person/v2/' },
  createAccount: { method: 'POST', path: 'person/v2/' },
  updateMe: { method: 'PUT', path: 'person/v2/' },
  confirmEmail: { method: 'PUT', path: 'person/v2/email/' },
  person: { method: 'GET', path: 'person/v2/{id}/', serverOnly: true },
  checkEmail: { method: 'PUT', path: 'person/v2/existsoradd/' },
  createLead: { method: 'POST', path: 'person/v2/existsoradd/' },
  bankerProfile: { method: 'GET', path: 'person/v2/pbprofile/{pb}/' },
  address: { method: 'GET', path: 'person/v2/address/', serverOnly: true },
  updateAddress: { method: 'PUT', path: 'person/v2/address/', serverOnly: true },
  authorize: { method: 'PUT', path: 'person/v2/authorization/' },
  states: { method: 'GET', path: 'person/v2/states/', serverOnly: true },
  cities: { method: 'GET', path: 'person/v2/cities/' },
});

export const CHECKOUT_ROUTES = routesOf('checkout', {
  orderConsortium: { method: 'POST', path: 'consorcio/v1/order/' },
  orderHomeEquity: { method: 'POST', path: 'homeequity/v1/order/' },
  orderHomeEquityPj: { method: 'POST', path: 'homeequity/v1/orderpj/' },
  orderMortgage: { method: 'POST', path: 'mortgage/v1/order/' },
  orderCreditCard: { method: 'POST', path: 'creditcard/v1/order/' },
  orderCreditAuto: { method: 'POST', path: 'creditauto/v1/order/' },
  orderBenefits: { method: 'POST', path: 'benefits/v1/order/' },
  orderLoan: { method: 'POST', path: 'loan/v1/order/' },
  orderRealEstate: { method: 'POST', path: 'realestate/v1/order/' },
  orderLegacy: { method: 'POST', path: 'legacy/order/' },
  /** With a product id (the user's solicitation) or a solicitation id (invite e-mail lookup). */
  solicitationByKey: { method: 'GET', path: 'solicitation/handler/{key}/' },
  solicitationCreate: { method: 'POST', path: 'solicitation/handler/' },
  solicitationUpdate: { method: 'PUT', path: 'solicitation/handler/' },
  solicitationInvite: { method: 'PUT', path: 'solicitation/handler/invite/' },
  solicitationInvitations: { method: 'GET', path: 'solicitation/handler/invite/' },
  solicitationReview: { method: 'PUT', path: 'solicitation/handler/invite/review/', serverOnly: true },
  solicitationReport: { method: 'POST', path: 'solicitation/handler/invite/report/' },
  solicitationConfirm: { method: 'POST', path: 'solicitation/handler/invite/confirm/' },
  solicitationAuthorize: { method: 'POST', path: 'solicitation/handler/invite/authorize/' },
  profileCreate: { method: 'POST', path: 'profile/' },
  profileCalculate: { method: 'POST', path: 'profile/calculate/', serverOnly: true },
  profileService: { method: 'POST', path: 'profile/{profileId}/{serviceName}/calculate/' },
  occupations: { method: 'GET', path: 'sim/listdomain/occupation/', serverOnly: true },
  bankLists: { method: 'GET', path: 'realEstateCredit/lists', serverOnly: true },
  businessValidate: { method: 'GET', path: 'open-banking/business/v1/validate/' },
  businessCreate: { method: 'POST', path: 'open-banking/business/v1/business/' },
  businessInvite: { method: 'POST', path: 'open-banking/business/v1/business/invite/' },
  /** `{query}` is the optional letter type segment; the search itself goes in the query string. */
  consortiumLetters: { method: 'GET', path: 'consorcio/v2/letter/{query}' },
  realEstateSimulate: { method: 'POST', path: 'real-estate/financing/simulate/' },
  realEstateInterest: { method: 'POST', path: 'real-estate/financing/interest/' },
  openSimulate: { method: 'POST', path: 'integrations/open/ci/simulate/', serverOnly: true },
  /** The life of requests (src/api/requests.ts). */
  myRequests: { method: 'GET', path: 'requests/' },
  cancelRequest: { method: 'POST', path: 'requests/{kind}/{id}/cancel/' },
  setRequestMail: { method: 'PUT', path: 'requests/mail/' },
  storeRequests: { method: 'GET', path: 'requests/store/{banker}/' },
  changeRequestStatus: { method: 'POST', path: 'requests/{kind}/{id}/status/' },
  partnerStatusEvent: { method: 'POST', path: 'partners/{partner}/status-events/', serverOnly: true },
});

export const PRIVACY_ROUTES = routesOf('privacy', {
  record: { method: 'POST', path: '' },
  consentStatus: { method: 'GET', path: 'consent/{pb}/' },
  myPrivacy: { method: 'GET', path: 'me/' },
  myDataExport: { method: 'GET', path: 'me/export/' },
  deletionRequest: { method: 'POST', path: 'me/deletion/' },
});

export const AUTOMATION_ROUTES = routesOf('automation', {
  sendSimulations: { method: 'POST', path: 'sendSimulations' },
  realEstateCredit: { method: 'POST', path: 'realEstateCredit', serverOnly: true },
});

/** Every table by the name the code uses for it (the caller check reads these names). */
export const ROUTE_TABLES = {
  STORE_ROUTES,
  AUTH_ROUTES,
  CHECKOUT_ROUTES,
  PRIVACY_ROUTES,
  AUTOMATION_ROUTES,
} as const;
