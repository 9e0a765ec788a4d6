import { currentPb } from '../../../core/routes/route-table.ts';
import { clearSession, forgetStored, readStored, SESSION } from '../../../core/storage/session-table.ts';
import { $user, createLead } from '../../accounts/stores/session.ts';
import { $banker, $pb } from '../../catalog/stores/store-context.ts';
import { fetchConsentStatus } from '../../privacy/stores/privacy.ts';
import { isPhoneDevice } from '../requesting/request-device.ts';
import type { OrderFormData, OrderUser } from '../requesting/request-form.ts';
import type { ConsentOnRecord } from '../rules/order-modal.ts';

/** Side effects of the order flow (src/features/ordering/stores/order.ts); the defaults use the shared stores, tests replace them. */
export interface OrderDeps {
  user(): OrderUser | null;
  /** The e-mail a visitor typed in the e-mail check (session key tempEmail, docs/accounts.md#e-mail-check). */
  tempEmail(): string | null;
  /** Creates the lead of a visitor (logs the audit record `create_user` and logs in). */
  createLead(form: OrderFormData): Promise<void>;
  /** The banker of the store being visited. */
  bankerId(): number | null;
  /** The user's consent on record at this store (the services write it with each order). */
  consentStatus(pb: string): Promise<ConsentOnRecord>;
  pb(): string | null;
  isPhone(): boolean;
  navigate(url: string): void;
  /** Clears what persists in the browser before leaving for the partner (docs/ordering.md#order-modal). */
  clearPersistentStorage(): void;
}

function browserIsPhone(): boolean {
  if (typeof window === 'undefined') return false;
  return isPhoneDevice(
    window.innerWidth,
    navigator.maxTouchPoints ?? 0,
    window.matchMedia?.('(pointer: coarse)').matches ?? false,
  );
}

let deps: OrderDeps = {
  user: () => $user.get(),
  tempEmail: () => readStored(SESSION.checkedEmail),
  createLead: async (form) => {
    await createLead(form);
  },
  bankerId: () => $banker.get()?.person.id ?? null,
  consentStatus: fetchConsentStatus,
  pb: () => $pb.get() ?? currentPb(),
  isPhone: browserIsPhone,
  navigate: (url) => window.location.assign(url),
  clearPersistentStorage: () => {
    clearSession('logout');
    forgetStored(SESSION.productCookie);
  },
};

/** Replaces some side effects (the app wiring and the tests). */
export function configureOrder(next: Partial<OrderDeps>): void {
  deps = { ...deps, ...next };
}

/** The side effects in use. */
export function orderDeps(): OrderDeps {
  return deps;
}
