import { map } from 'nanostores';
import { demand } from '../browser/demand.ts';

/** Modal names of docs/routes-and-guards.md#modals: each opens by its flag; clearing closes them all. */
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
  'terms',
  'myData',
] as const;

export type ModalName = (typeof MODAL_NAMES)[number];

/**
 * Options a modal opens with. Known ones are typed here; another area may add its own by
 * declaration merging (`declare module './modals.ts' { interface ModalOptions { ... } }`).
 */
export interface ModalOptions {
  /** logIn: 'Olá!' instead of 'Entre na sua conta' (authorization flow). */
  logIn: { authorization?: boolean; email?: string };
  /** newAccount: invited mode ('Olá!', e-mail locked, authorization checkbox). */
  newAccount: { invited?: boolean; email?: string };
  /** checkEmail: the flow the e-mail check starts (docs/accounts.md#e-mail-check). */
  checkEmail: { type: 'request' | 'forgot' | 'new'; email?: string };
  /** forgot: the step it starts at (1 code, 2 passwords) and whether the change is forced. */
  forgot: { step?: 1 | 2; forced?: boolean; email?: string };
  /** error: the title ('Oops…algo deu errado!' by default) and the message under it. */
  error: { title?: string; message?: string };
  /** editUser: opens at the code step of confirming this e-mail (the account's own, unconfirmed). */
  editUser: { confirmEmail?: string };
  share: Record<string, unknown>;
  redirect: Record<string, unknown>;
  authorization: Record<string, unknown>;
  notFound: Record<string, unknown>;
  successfulAccountCreation: Record<string, never>;
  requireBirthday: Record<string, never>;
  reportSolicitation: Record<string, unknown>;
  /** solicitationDialog: sent (options by e-mail when reviewed), or 'Erro reportado!' with its text. */
  solicitationDialog: { reviewed?: boolean; error?: string };
  solicitationAlreadyConfirmed: Record<string, unknown>;
  qrCode: Record<string, unknown>;
  /** terms: the company's terms of use and privacy policy, opened on one of the two. */
  terms: { section?: 'terms' | 'privacy' };
  myData: Record<string, never>;
}

export type ModalFlags = Record<ModalName, boolean>;

const closedFlags = (): ModalFlags =>
  Object.fromEntries(MODAL_NAMES.map((name) => [name, false])) as ModalFlags;

/** Which modals are open. */
export const $modals = map<ModalFlags>(closedFlags());

/** The options each open modal was given. */
export const $modalOptions = map<Partial<{ [K in ModalName]: ModalOptions[K] }>>({});

/**
 * The element each modal was opened from, so closing can give it the focus back (the dialog
 * library's own record misses openers focused before its code was loaded).
 */
const openers = new Map<ModalName, Element>();

export function modalOpener(name: ModalName): Element | undefined {
  return openers.get(name);
}

function rememberOpener(name: ModalName, inherited?: Element): void {
  const active = inherited ?? (typeof document === 'undefined' ? null : document.activeElement);
  if (active && active !== document.body) openers.set(name, active);
  else openers.delete(name);
}

/** `opener`: the element to give the focus back to, when the call comes after the focus may have moved. */
export function openModal<K extends ModalName>(name: K, options?: ModalOptions[K], opener?: Element): void {
  if (!$modals.get()[name as ModalName]) rememberOpener(name, opener);
  $modalOptions.set({ ...$modalOptions.get(), [name]: options });
  $modals.setKey(name as ModalName, true);
  // The modal host hydrates on demand: this is its call.
  demand();
}

export function closeModal(name: ModalName): void {
  $modals.setKey(name, false);
}

/** Closes one modal and opens another (the common hand-over between account modals). */
export function switchModal<K extends ModalName>(from: ModalName, to: K, options?: ModalOptions[K]): void {
  // The next modal gives the focus back where the first one came from.
  const opener = openers.get(from);
  closeModal(from);
  openModal(to, options);
  if (opener) openers.set(to, opener);
}

/** Closes every modal and forgets their options. */
export function clearModals(): void {
  $modals.set(closedFlags());
  $modalOptions.set({});
}

export function modalOptions<K extends ModalName>(name: K): ModalOptions[K] | undefined {
  return $modalOptions.get()[name] as ModalOptions[K] | undefined;
}
