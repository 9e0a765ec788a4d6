import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ModalName } from '../core/modals/modals.ts';

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
  logIn: lazyNamed(() => import('../features/accounts/islands/LoginModal.tsx'), 'LoginModal'),
  newAccount: lazyNamed(() => import('../features/accounts/islands/NewAccountModal.tsx'), 'NewAccountModal'),
  checkEmail: lazyNamed(() => import('../features/accounts/islands/CheckEmailModal.tsx'), 'CheckEmailModal'),
  forgot: lazyNamed(() => import('../features/accounts/islands/ForgotModal.tsx'), 'ForgotModal'),
  editUser: lazyNamed(() => import('../features/accounts/islands/EditUserModal.tsx'), 'EditUserModal'),
  requireBirthday: lazyNamed(
    () => import('../features/accounts/islands/RequireBirthdayModal.tsx'),
    'RequireBirthdayModal',
  ),
  successfulAccountCreation: lazyNamed(
    () => import('../features/accounts/islands/SuccessfulAccountCreationModal.tsx'),
    'SuccessfulAccountCreationModal',
  ),
  error: lazyNamed(() => import('./ErrorModal.tsx'), 'ErrorModal'),
  redirect: lazyNamed(() => import('../features/ordering/islands/OrderModal.tsx'), 'OrderModal'),
  qrCode: lazyNamed(() => import('../features/ordering/islands/QrCodeModal.tsx'), 'QrCodeModal'),
  share: lazyNamed(() => import('../features/catalog/pages/ShareModal.tsx'), 'ShareModal'),
  notFound: lazyNamed(() => import('./NotFoundModal.tsx'), 'NotFoundModal'),
  terms: lazyNamed(() => import('../features/privacy/islands/TermsModal.tsx'), 'TermsModal'),
  myData: lazyNamed(() => import('../features/privacy/islands/MyDataModal.tsx'), 'MyDataModal'),
  authorization: lazyNamed(
    () => import('../features/invitations/islands/AuthorizationModal.tsx'),
    'AuthorizationModal',
  ),
  reportSolicitation: lazyNamed(
    () => import('../features/invitations/islands/ReportSolicitationModal.tsx'),
    'ReportSolicitationModal',
  ),
  solicitationDialog: lazyNamed(
    () => import('../features/invitations/islands/SolicitationDialogModal.tsx'),
    'SolicitationDialogModal',
  ),
  solicitationAlreadyConfirmed: lazyNamed(
    () => import('../features/invitations/islands/SolicitationAlreadyConfirmedModal.tsx'),
    'SolicitationAlreadyConfirmedModal',
  ),
};
