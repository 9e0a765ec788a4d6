import { FIRST_PAINT_IDS } from '../../../core/ui/first-paint-dialog.ts';
import {
  closedAsSubmitted,
  drawnDialog,
  fieldValue,
  handOver,
  takeSubmitAsked,
} from '../../../core/ui/first-paint-take.ts';

/**
 * The e-mail check of a product request drawn with the product page
 * (docs/catalog-and-store.md#first-paint): 'Solicitar agora' opens it at the tap (`command`), while
 * the request flow's code comes; the live dialog takes over what was typed.
 */
export const FIRST_PAINT_CHECK_EMAIL_ID = FIRST_PAINT_IDS.checkEmail;

/** The name of its e-mail field. */
export const FIRST_PAINT_EMAIL_NAME = 'email';

/** What was typed there, and whether 'Continuar' or Enter was pressed. */
export interface TypedEmail {
  email: string;
  submit: boolean;
}

/**
 * Takes over from it: what was typed there (and closes it), open or closed by 'Continuar' or
 * Enter; null where it is neither (not shown, or closed by the person).
 */
export function takeFirstPaintCheckEmail(): TypedEmail | null {
  const dialog = drawnDialog('checkEmail');
  if (!dialog || !(dialog.open || closedAsSubmitted(dialog))) return null;
  // The live field takes no spaces (blockSpaces); neither does what it takes over.
  const typed = {
    email: fieldValue(dialog, FIRST_PAINT_EMAIL_NAME).replace(/\s/g, ''),
    submit: takeSubmitAsked(dialog),
  };
  if (dialog.open) handOver(dialog);
  return typed;
}
