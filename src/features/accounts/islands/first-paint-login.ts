import { FIRST_PAINT_IDS } from '../../../core/ui/first-paint-dialog.ts';
import {
  fieldValue,
  handOver,
  openFirstPaintDialog,
  takeSubmitAsked,
} from '../../../core/ui/first-paint-take.ts';
import { LOGIN_FIELDS } from '../rules/login-fields.ts';

/** The login dialog drawn with the page, which 'Entrar' opens before the islands have loaded. */
export const FIRST_PAINT_LOGIN_ID = FIRST_PAINT_IDS.logIn;

/** What was typed in the dialog drawn with the page, and in which field the caret was. */
export interface TypedLogin {
  email: string;
  password: string;
  focus: 'email' | 'password';
  /** 'Entrar' or Enter was pressed there: the live dialog logs in with it. */
  submit: boolean;
}

/**
 * Takes over from the login drawn with the page: answers what was typed there and closes it, or
 * null when it is not open (the live dialog was asked for from elsewhere).
 */
export function takeFirstPaintLogin(): TypedLogin | null {
  const dialog = openFirstPaintDialog('logIn');
  if (!dialog) return null;
  const password = dialog.querySelector(`input[name="${LOGIN_FIELDS.password.name}"]`);
  const typed: TypedLogin = {
    email: fieldValue(dialog, LOGIN_FIELDS.email.name),
    password: fieldValue(dialog, LOGIN_FIELDS.password.name),
    focus: document.activeElement === password ? 'password' : 'email',
    submit: takeSubmitAsked(dialog),
  };
  handOver(dialog);
  return typed;
}

/** Whether the login drawn with the page is open. */
export function firstPaintLoginOpen(): boolean {
  return openFirstPaintDialog('logIn') !== null;
}
