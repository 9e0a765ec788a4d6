import { atom } from 'nanostores';
import { useClientStore } from '../../../core/brand/hooks.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { $user } from '../../../core/context/session.ts';
import { $marketplace } from '../../../core/context/store-context.ts';
import type { ProductAnswer } from '../../../core/contract/store.ts';
import { currentPb, currentRoute, pathFor } from '../../../core/routes/route-table.ts';
import { readStored, SESSION } from '../../../core/storage/session-table.ts';
import { ExtraFields } from '../../../core/ui/ExtraFields.tsx';
import { HomeTrail } from '../../../core/ui/HomeTrail.tsx';
import { requestWithEmailCheck } from '../../accounts/stores/pending-request.ts';
import {
  FAMILY_PAGES,
  type FamilyPage,
  isFamilyPage,
  loadRequestedProduct,
} from '../requesting/request-family.ts';
import { orderModalTitle } from '../rules/order-modal.ts';
import { $orderState, $orderUser, openOrder } from '../stores/order.ts';
import { OrderFlow } from './OrderFlow.tsx';

/** What the family request page shows: the product being requested and its family. */
export interface FamilyRequestView {
  product: ProductAnswer;
  family: string;
  pb: string;
}

export const $familyRequest = atom<FamilyRequestView | null>(null);
/** A visitor must identify before the partner's form (the e-mail check of docs/ordering.md#requesting-a-product). */
export const $needsIdentification = atom(false);

/** Opens the partner's form on the page, after the e-mail check for a visitor. */
export function startFamilyOrder(product: ProductAnswer): void {
  if ($user.get() !== null || readStored(SESSION.checkedEmail) !== null) {
    $needsIdentification.set(false);
    openOrder(product, 'page');
    return;
  }
  $needsIdentification.set(true);
  requestWithEmailCheck(() => startFamilyOrder(product));
}

/**
 * Starts a family request page (cartoes, financiamento, beneficio, emprestimo, previdencia,
 * seguros /{brand}): loads the product kept by the request and opens its partner's form. Without
 * a product, or with one that belongs to another page, the visitor goes back to the store.
 */
export async function startFamilyRequest(win: Window): Promise<void> {
  const match = currentRoute(win.location);
  const pb = currentPb(win.location) ?? undefined;
  if (!match || !pb || !isFamilyPage(match.name)) return;
  const product = await loadRequestedProduct(pb);
  if (!product) return;
  $familyRequest.set({ product, family: FAMILY_PAGES[match.name as FamilyPage], pb });
  startFamilyOrder(product);
}

function Skeleton() {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[1fr_450px]" aria-busy="true">
      <div>
        <div className="skeleton h-5 w-40" />
        <div className="skeleton mt-4 h-9 w-3/4" />
        <div className="skeleton mt-3 h-6 w-1/2" />
        <div className="skeleton mt-6 h-32 w-full" />
      </div>
      <div className="skeleton h-96 w-full" />
    </div>
  );
}

/**
 * A family request page (docs/routes-and-guards.md#route-table, docs/ordering.md#requesting-a-product): the product being requested with its brand, and the
 * partner's form for that family and brand, sent as an order with the order modal's steps.
 */
export function FamilyRequest() {
  const view = useClientStore($familyRequest, null);
  const state = useStore($orderState);
  const user = useStore($orderUser);
  const needsIdentification = useStore($needsIdentification);
  const market = useStore($marketplace);
  if (!view) return <Skeleton />;
  const { product, family, pb } = view;
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[1fr_450px]">
      <section aria-labelledby="family-product">
        <HomeTrail homeHref={pathFor('home', { pb })} here={family} />
        <div className="mt-4 flex items-center gap-4">
          {product.brand_icon ? (
            <img
              src={product.brand_icon}
              alt=""
              width={56}
              height={56}
              className="h-14 w-14 rounded-md bg-white object-contain p-1 shadow-sm"
            />
          ) : null}
          <div>
            <p className="text-sm font-semibold text-gray-700">{product.brand}</p>
            <h1 id="family-product" className="text-2xl font-bold text-gray-900 sm:text-3xl">
              {product.title}
            </h1>
          </div>
        </div>
        <p className="mt-3 text-lg text-gray-700">{product.sub_title}</p>
        <ExtraFields fields={product.extra_fields} />
      </section>
      <section aria-labelledby="family-form" className="rounded-lg bg-white p-6 shadow-sm">
        <h2 id="family-form" className="mb-4 text-xl font-bold text-gray-900">
          {orderModalTitle(state.step, user !== null)}
        </h2>
        {needsIdentification ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-gray-700">Informe o seu e-mail para continuar a solicitação.</p>
            <button type="button" className="btn-primary" onClick={() => startFamilyOrder(product)}>
              Continuar
            </button>
          </div>
        ) : (
          <OrderFlow successLogo={market?.orderConfirmedLogo ?? null} />
        )}
      </section>
    </div>
  );
}
