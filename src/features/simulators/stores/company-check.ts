import { atom } from 'nanostores';
import { $banker } from '../../../core/context/store-context.ts';
import { digitsOf } from '../../../core/format/digits.ts';
import { call } from '../../../core/transport/api.ts';
import { isCnpj } from '../../../core/validation/documents.ts';
import { MSG } from '../../../core/validation/messages.ts';
import { SIMULATORS_ROUTES } from '../contract/simulators-routes.ts';
import {
  COMPANY_CHECK_IDLE,
  type CompanyCheckEvent,
  type CompanyCheckState,
  companyCheckReducer,
} from '../rules/company-check.ts';

/**
 * Runs the company-number check of docs/simulators.md#company-check-and-credit-profile: the pure machine of `src/features/simulators/rules/company-check.ts`
 * decides, this store makes the calls (cancellable) and keeps the state for the forms.
 */

/** GET the validate call; rejects like ofetch (`data` holds the error body). */
const validate = (cnpj: string, bankerId: number, signal: AbortSignal) =>
  call(SIMULATORS_ROUTES.businessValidate, { query: { cnpj, personal_banker_id: bankerId }, signal });

export const $companyCheck = atom<CompanyCheckState>(COMPANY_CHECK_IDLE);
/** A company number that is not one (checked before any call). */
export const $companyCheckInputError = atom<string | null>(null);

let controller: AbortController | null = null;

function isAbort(error: unknown): boolean {
  return (
    (error as { name?: string })?.name === 'AbortError' ||
    (error as { cause?: { name?: string } })?.cause?.name === 'AbortError'
  );
}

async function step(event: CompanyCheckEvent): Promise<void> {
  const { state, effect } = companyCheckReducer($companyCheck.get(), event);
  $companyCheck.set(state);
  if (!effect) return;
  const bankerId = $banker.get()?.person.id ?? null;
  const mine = new AbortController();
  controller = mine;
  let next: CompanyCheckEvent;
  try {
    const body = bankerId === null ? null : await validate(effect.cnpj, bankerId, mine.signal);
    next = bankerId === null ? { type: 'failed', body: null } : { type: 'answered', body };
  } catch (error) {
    // A cancelled request is ignored (docs/validation-and-errors.md#error-catalogue): cancel already set the state.
    if (mine.signal.aborted || isAbort(error)) return;
    next = { type: 'failed', body: (error as { data?: unknown }).data ?? null };
  }
  if (controller !== mine) return;
  await step(next);
}

/** Checks a company number (masked or bare); a malformed one is refused without a call. */
export async function checkCompany(typed: string): Promise<void> {
  const cnpj = digitsOf(typed);
  if (!isCnpj(cnpj)) {
    $companyCheckInputError.set(cnpj ? MSG.cnpj : MSG.required);
    return;
  }
  $companyCheckInputError.set(null);
  controller?.abort();
  await step({ type: 'start', cnpj });
}

/** Cancel: aborts the call under way and goes back to idle. */
export function cancelCompanyCheck(): void {
  controller?.abort();
  controller = null;
  void step({ type: 'cancel' });
}

/** Back to idle without a call (another company number is being typed). */
export function resetCompanyCheck(): void {
  cancelCompanyCheck();
  $companyCheckInputError.set(null);
}
