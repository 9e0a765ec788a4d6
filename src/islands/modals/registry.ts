import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ModalName } from '../../stores/modals.ts';

type LazyModal = LazyExoticComponent<ComponentType>;

/** Loads a modal's chunk only when it first opens (keeps the first load small). */
function lazyNamed<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M): LazyModal {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/**
 * The component of each modal flag (docs/routes-and-guards.md#modals). Each component reads its own flag from
 * `$modals` and closes with `closeModal`. Other areas add their line here.
 */
export const MODAL_REGISTRY: Partial<Record<ModalName, LazyModal>> = {
  logIn: lazyNamed(() => import('./LoginModal.tsx'), 'LoginModal'),
  newAccount: lazyNamed(() => import('./NewAccountModal.tsx'), 'NewAccountModal'),
  checkEmail: lazyNamed(() => import('./CheckEmailModal.tsx'), 'CheckEmailModal'),
  forgot: lazyNamed(() => import('./ForgotModal.tsx'), 'ForgotModal'),
  editUser: lazyNamed(() => import('./EditUserModal.tsx'), 'EditUserModal'),
  requireBirthday: lazyNamed(() => import('./RequireBirthdayModal.tsx'), 'RequireBirthdayModal'),
  successfulAccountCreation: lazyNamed(
    () => import('./SuccessfulAccountCreationModal.tsx'),
    'SuccessfulAccountCreationModal',
  ),
  error: lazyNamed(() => import('./ErrorModal.tsx'), 'ErrorModal'),
  redirect: lazyNamed(() => import('./OrderModal.tsx'), 'OrderModal'),
  qrCode: lazyNamed(() => import('./QrCodeModal.tsx'), 'QrCodeModal'),
  share: lazyNamed(() => import('./ShareModal.tsx'), 'ShareModal'),
  notFound: lazyNamed(() => import('./NotFoundModal.tsx'), 'NotFoundModal'),
  terms: lazyNamed(() => import('../privacy/TermsModal.tsx'), 'TermsModal'),
  myData: lazyNamed(() => import('../privacy/MyDataModal.tsx'), 'MyDataModal'),
  authorization: lazyNamed(() => import('./AuthorizationModal.tsx'), 'AuthorizationModal'),
  reportSolicitation: lazyNamed(() => import('./ReportSolicitationModal.tsx'), 'ReportSolicitationModal'),
  solicitationDialog: lazyNamed(() => import('./SolicitationDialogModal.tsx'), 'SolicitationDialogModal'),
  solicitationAlreadyConfirmed: lazyNamed(
    () => import('./SolicitationAlreadyConfirmedModal.tsx'),
    'SolicitationAlreadyConfirmedModal',
  ),
};
