/** Names of the modals (spec §2.11); each opens by its flag, clearing closes all. */
export const MODAL_NAMES = [
  'logIn',
  'editUser',
  'share',
  'redirect',
  'forgot',
  'checkEmail',
  'newAccount',
  'error',
  'authorization',
  'notFound',
  'successfulAccountCreation',
  'requireBirthday',
  'reportSolicitation',
  'solicitationDialog',
  'solicitationAlreadyConfirmed',
  'qrCode',
] as const;

export type ModalName = (typeof MODAL_NAMES)[number];

/** Session-stored keys (spec §3). */
export type SessionKey =
  | 'invite'
  | 'review'
  | 'report'
  | 'confirm'
  | 'solicitationId'
  | 'solicitationToken'
  | 'authorized'
  | 'userExists'
  | 'forceChangePassword'
  | 'forgot'
  | 'forgotOptions'
  | 'token'
  | 'product'
  | 'tempEmail'
  | 'query'
  | 'pb'
  | 'force_redirect'
  | 'clickCreateNewAccount'
  | 'lgpd';

/** What the account flows ask the islands to do. */
export type AccountAction =
  | { type: 'open'; modal: ModalName }
  | { type: 'close'; modal: ModalName }
  | { type: 'storeSession'; key: SessionKey; value: string }
  | { type: 'removeSession'; key: SessionKey }
  | { type: 'showError'; message: string; ms: number }
  | { type: 'reloadUser' }
  | { type: 'continueProductFlow' }
  | { type: 'goToSolicitation' };
