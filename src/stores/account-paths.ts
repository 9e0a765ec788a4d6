/**
 * Paths of the account calls as the contract in `src/api/auth.ts` and `src/api/privacy.ts` writes
 * them (a unit test keeps them equal), kept as strings so islands do not ship the schemas.
 */
export const ACCOUNT_PATHS = {
  login: 'users/login/',
  logout: 'users/logout/',
  refreshToken: 'users/refreshtoken/',
  sendVerificationCode: 'users/sendverificationcode/',
  validateVerificationCode: 'users/validateverificationcode/',
  setPassword: 'users/setpassword/',
  me: 'person/v2/',
  createAccount: 'person/v2/',
  updateMe: 'person/v2/',
  confirmEmail: 'person/v2/email/',
  checkEmail: 'person/v2/existsoradd/',
  createLead: 'person/v2/existsoradd/',
  authorize: 'person/v2/authorization/',
} as const;

export const PRIVACY_RECORD_PATH = '';

/** The privacy calls of 'Meus dados' and of the order consent (`src/api/privacy.ts`). */
export const PRIVACY_PATHS = {
  record: PRIVACY_RECORD_PATH,
  consentStatus: 'consent/{pb}/',
  myPrivacy: 'me/',
  myDataExport: 'me/export/',
  deletionRequest: 'me/deletion/',
} as const;
