import { useEffect, useState } from 'react';
import { $occupation } from '../../../core/brand/brand.ts';
import { useClientStore } from '../../../core/brand/hooks.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { $user } from '../../../core/context/session.ts';
import { $pb } from '../../../core/context/store-context.ts';
import { openModal } from '../../../core/modals/modals.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { OFFER_TEXTS } from '../contract/offers-messages.ts';
import { EMPTY_OFFER_FORM, formOfAsked } from '../rules/offer-form.ts';
import { $offersPage, loadOffers } from '../stores/offers.ts';
import { OfferForm } from './OfferForm.tsx';
import { OfferResults } from './OfferResults.tsx';

function Loading() {
  return (
    <div role="status" aria-label="Carregando as suas ofertas" className="flex flex-col gap-4">
      <div className="skeleton h-64 w-full" />
    </div>
  );
}

/** The logged customer's page: the form, or the offers while they hold (and the form again on asking). */
function Body() {
  const pb = useStore($pb) ?? '';
  const page = useStore($offersPage);
  const occupation = useStore($occupation).singular;
  const [asking, setAsking] = useState(false);
  const offers = page.state === 'ready' ? page.offers : null;
  if (page.state === 'loading') return <Loading />;
  if (page.state === 'failed')
    return (
      <Alert>
        <span className="flex flex-wrap items-center justify-between gap-3">
          {page.message ?? 'Não foi possível carregar as suas ofertas.'}
          <Button variant="outline" onClick={() => void loadOffers(pb)}>
            Tentar novamente
          </Button>
        </span>
      </Alert>
    );
  if (offers && !asking)
    return <OfferResults offers={offers} occupation={occupation} onNewLookup={() => setAsking(true)} />;
  return (
    <OfferForm
      limits={page.limits}
      initial={offers ? formOfAsked(offers.asked) : EMPTY_OFFER_FORM}
      // A new answer shows the offers, not the form it came from.
      onAnswered={() => setAsking(false)}
    />
  );
}

/**
 * 'Ofertas para você' (docs/offers.md): the personal-credit offers the store's partners would make
 * for the logged customer, from one look-up they allow. A visitor is asked to log in or create an
 * account, and stays on the page.
 */
export function OffersScreen() {
  const user = useClientStore($user, undefined);
  const pb = useStore($pb);
  const userId = user?.id;
  useEffect(() => {
    if (userId !== undefined && pb) void loadOffers(pb);
  }, [userId, pb]);
  return (
    <div className="mx-auto flex min-h-screen max-w-4xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold text-gray-900">{OFFER_TEXTS.title}</h1>
      <p className="text-gray-800">{OFFER_TEXTS.intro}</p>
      {user === null ? (
        <div className="flex flex-col items-start gap-3 rounded-lg bg-white p-6 shadow-sm ring-1 ring-gray-200">
          <p className="text-gray-800">{OFFER_TEXTS.logIn}</p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => openModal('logIn')}>Entrar</Button>
            <Button variant="outline" onClick={() => openModal('newAccount')}>
              Criar conta
            </Button>
          </div>
        </div>
      ) : user === undefined ? (
        <Loading />
      ) : (
        <Body />
      )}
    </div>
  );
}
