import { atom, map } from 'nanostores';
import { fetchProductAnswer } from '../../../core/context/catalog.ts';
import { $user, type SessionUser } from '../../../core/context/session.ts';
import { $banker } from '../../../core/context/store-context.ts';
import { BUREAU_SERVICES } from '../../../core/contract/credit-messages.ts';
import type { ProductAnswer } from '../../../core/contract/store.ts';
import { digitsOf } from '../../../core/format/digits.ts';
import { PERSON_TYPE } from '../../../core/format/person-types.ts';
import {
  type BureauOutcome,
  type BusinessErrors,
  type BusinessForm,
  businessFields,
  emptyBusinessForm,
  validateBusiness,
} from '../../../core/products/business-loan.ts';
import { PRODUCT_IDS } from '../../../core/products/product-rules.ts';
import { currentPb, currentRoute } from '../../../core/routes/route-table.ts';
import { readStored, SESSION } from '../../../core/storage/session-table.ts';
import { call } from '../../../core/transport/api.ts';
import { failureOf } from '../../../core/transport/call-failure.ts';
import { SolicitationError, saveSolicitation } from '../../invitations/stores/solicitation-save.ts';
import { storedProductId } from '../../ordering/requesting/request-family.ts';
import { BUSINESS_PAGE_PRODUCTS } from '../../ordering/rules/request-extra.ts';
import { placeOrder } from '../../ordering/stores/place-order.ts';
import { SIMULATORS_ROUTES } from '../contract/simulators-routes.ts';
import { failureMessage } from '../rules/company-check.ts';
import { $companyCheck } from '../stores/company-check.ts';

/**
 * The business-credit page (`emprestimo-empresarial`, docs/routes-and-guards.md#route-table, docs/simulators.md#company-check-and-credit-profile): after the company check,
 * the company form; then the company is registered, the solicitation saved, the credit profile
 * created and computed by serasa, quod and bmp in sequence, and the order placed.
 */

export const $businessProduct = atom<ProductAnswer | null>(null);
export const $businessForm = map<BusinessForm>(emptyBusinessForm());
export const $businessErrors = atom<BusinessErrors>({});

export type BusinessStep = 'company' | 'solicitation' | 'profile' | 'bureaus' | 'order';
export type BusinessRun =
  | { status: 'editing' }
  | { status: 'sending'; step: BusinessStep }
  | { status: 'failed'; message: string }
  | { status: 'done'; bureaus: BureauOutcome[]; orderUrl: string | null };

export const $businessRun = atom<BusinessRun>({ status: 'editing' });
const $submitted = atom(false);

export function setBusinessField<K extends keyof BusinessForm>(key: K, value: BusinessForm[K]): void {
  $businessForm.set({ ...$businessForm.get(), [key]: value });
  if ($submitted.get()) $businessErrors.set(validateBusiness($businessForm.get(), needsCpf($user.get())));
}

/** The account has no CPF yet: the form asks for it (the credit profile needs it). */
export function needsCpf(user: SessionUser | null): boolean {
  return !user?.documents?.CPF;
}

function requestIdOf(error: unknown): string | null {
  const headers = (error as { response?: { headers?: Headers } }).response?.headers;
  return headers?.get('x-request-id') ?? null;
}

/** A bureau that failed is reported with the request id of the call (docs/simulators.md#company-check-and-credit-profile). */
function reportBureauFailure(service: string, error: unknown, requestId: string | null): void {
  console.error(`[perfil de crédito] ${service} falhou (request id ${requestId ?? 'desconhecido'})`, error);
}

/** The services' words when the look-up is refused before any bureau (a 400 or 403 with a detail). */
function refusalOf(error: unknown): string | null {
  const { body, status } = failureOf(error);
  const detail = (body as { detail?: unknown } | null)?.detail;
  return (status === 400 || status === 403) && typeof detail === 'string' ? detail : null;
}

async function computeBureaus(profileId: number): Promise<BureauOutcome[]> {
  const outcomes: BureauOutcome[] = [];
  for (const service of BUREAU_SERVICES) {
    try {
      const answer = await call(SIMULATORS_ROUTES.profileService, {
        params: { profileId, serviceName: service },
      });
      outcomes.push({ service, status: 'answered', answer });
    } catch (error) {
      const detail = refusalOf(error);
      // Refused for the account (its CPF not yet proven): the other bureaus would be refused alike.
      if (detail) return BUREAU_SERVICES.map((each) => ({ service: each, status: 'refused', detail }));
      const requestId = requestIdOf(error);
      reportBureauFailure(service, error, requestId);
      outcomes.push({ service, status: 'failed', requestId });
    }
  }
  return outcomes;
}

/** 'Enviar solicitação': runs the whole request for the logged user and the checked company. */
export async function submitBusinessRequest(): Promise<void> {
  const product = $businessProduct.get();
  const user = $user.get();
  const check = $companyCheck.get();
  const bankerId = $banker.get()?.person.id ?? null;
  if (!product || !user || check.status !== 'loaded' || bankerId === null) return;
  $submitted.set(true);
  const form = $businessForm.get();
  const errors = validateBusiness(form, needsCpf(user));
  $businessErrors.set(errors);
  // The rules refuse empty amounts: past them both are known.
  const { monthly_income: income, loan_value: loan } = form;
  if (Object.keys(errors).length > 0 || income === null || loan === null) return;

  const cpf = user.documents?.CPF ?? digitsOf(form.cpf);
  const fields = businessFields(form);
  const { cnpj, company } = check;
  let step: BusinessStep = 'company';
  try {
    $businessRun.set({ status: 'sending', step });
    await call(SIMULATORS_ROUTES.businessCreate, {
      body: { cnpj, personal_banker: bankerId, name: company.name, ...fields },
    });
    step = 'solicitation';
    $businessRun.set({ status: 'sending', step });
    const { id: solicitation } = await saveSolicitation({
      product: product.id,
      customer: user.id,
      personal_banker: bankerId,
      cpf,
      lgpd: true,
      cnpj,
      company_name: company.name,
      ...fields,
    });
    step = 'profile';
    $businessRun.set({ status: 'sending', step });
    const profile = await call(SIMULATORS_ROUTES.profileCreate, {
      body: {
        cpf,
        full_name: user.full_name,
        monthly_income: income,
        requested_value: loan,
        solicitation,
      },
    });
    step = 'bureaus';
    $businessRun.set({ status: 'sending', step });
    const bureaus = await computeBureaus(profile.id);
    step = 'order';
    $businessRun.set({ status: 'sending', step });
    const order = await placeOrder(
      product.id,
      {
        customer: user.id,
        product: product.id,
        personal_banker: bankerId,
        cpf,
        cnpj,
        full_name: user.full_name,
        email: user.email,
        terms: true,
        business: company.name,
        ...fields,
      },
      // One order a solicitation: a second send answers the first.
      `business-${solicitation}`,
    );
    $businessRun.set({ status: 'done', bureaus, orderUrl: order.url });
  } catch (error) {
    $businessRun.set({
      status: 'failed',
      message:
        error instanceof SolicitationError
          ? error.message
          : failureMessage((error as { data?: unknown }).data ?? null),
    });
  }
}

/** Back to the form after a failure. */
export function editBusinessRequest(): void {
  $businessRun.set({ status: 'editing' });
}

/** The product of the page: the business product the request kept, else 118 (business credit). */
export async function startBusinessLoan(win: Window): Promise<void> {
  const match = currentRoute(win.location);
  const pb = currentPb(win.location) ?? undefined;
  if (match?.name !== 'business-loan' || !pb) return;
  const kept = storedProductId(readStored(SESSION.chosenProduct), readStored(SESSION.productCookie));
  const id = kept !== null && BUSINESS_PAGE_PRODUCTS.includes(kept) ? kept : PRODUCT_IDS.businessCredit;
  try {
    $businessProduct.set(await fetchProductAnswer(pb, id));
  } catch {
    $businessRun.set({
      status: 'failed',
      message: 'Não foi possível carregar o produto. Tente novamente mais tarde.',
    });
  }
}

/** A banker invites the company's representative by e-mail instead of requesting (docs/services.md#calls business invite). */
export type InviteRun =
  | { status: 'editing' }
  | { status: 'sending' }
  | { status: 'sent'; message: string }
  | { status: 'failed'; message: string };

export const $inviteRun = atom<InviteRun>({ status: 'editing' });

/** True for the store's banker (person_type 0), who invites rather than requests. */
export function isBanker(user: SessionUser | null): boolean {
  return user?.person_type === PERSON_TYPE.banker;
}

export async function inviteCompany(representative: { name: string; email: string }): Promise<void> {
  const check = $companyCheck.get();
  if (check.status !== 'loaded') return;
  $inviteRun.set({ status: 'sending' });
  try {
    const answer = await call(SIMULATORS_ROUTES.businessInvite, {
      body: {
        cnpj: check.cnpj,
        company_name: check.company.name,
        name: representative.name.trim(),
        email: representative.email.trim().toLowerCase(),
      },
    });
    $inviteRun.set({ status: 'sent', message: answer.detail });
  } catch (error) {
    $inviteRun.set({ status: 'failed', message: failureMessage((error as { data?: unknown }).data ?? null) });
  }
}
