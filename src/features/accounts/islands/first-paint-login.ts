import { LOGIN_FIELDS } from '../rules/login-fields.ts';

/** The login dialog drawn with the page, which 'Entrar' opens before the islands have loaded. */
export const FIRST_PAINT_LOGIN_ID = 'login-first-paint';

/** What was typed in the dialog drawn with the page, and in which field the caret was. */
export interface TypedLogin {
  email: string;
  password: string;
  focus: 'email' | 'password';
  /** 'Entrar' or Enter was pressed there: the live dialog logs in with it. */
  submit: boolean;
}

/** The login drawn with the page while it is open, else null. */
function openEarlyLogin(): HTMLDialogElement | null {
  const dialog = document.getElementById(FIRST_PAINT_LOGIN_ID);
  return dialog instanceof HTMLDialogElement && dialog.open ? dialog : null;
}

/** Marks 'Entrar' or Enter pressed in the login drawn with the page, for the live dialog to answer. */
export function askFirstPaintSubmit(): void {
  const dialog = openEarlyLogin();
  if (dialog) dialog.dataset.submit = '';
}

/**
 * Takes over from the login drawn with the page: answers what was typed there and closes it, or
 * null when it is not open (the live dialog was asked for from elsewhere).
 */
export function takeFirstPaintLogin(): TypedLogin | null {
  const dialog = openEarlyLogin();
  if (!dialog) return null;
  const field = (name: string) => dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const password = field(LOGIN_FIELDS.password.name);
  const typed: TypedLogin = {
    email: field(LOGIN_FIELDS.email.name)?.value ?? '',
    password: password?.value ?? '',
    focus: document.activeElement === password ? 'password' : 'email',
    submit: dialog.dataset.submit !== undefined,
  };
  delete dialog.dataset.submit;
  dialog.dataset.taken = '';
  dialog.close();
  return typed;
}

/** Whether the login drawn with the page is open. */
export function firstPaintLoginOpen(): boolean {
  return openEarlyLogin() !== null;
}

/** Whether the person closed it (Escape, the backdrop, 'Fechar'), rather than the live dialog taking over. */
export function closedByPerson(dialog: HTMLDialogElement): boolean {
  const taken = dialog.dataset.taken !== undefined;
  delete dialog.dataset.taken;
  return !taken;
}
