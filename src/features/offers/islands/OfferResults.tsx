import { type SubmitEvent, useState } from 'react';
import { useStore } from '../../../core/browser/use-store.ts';
import { $banker, $pb } from '../../../core/context/store-context.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { MoneyField } from '../../../core/ui/MoneyField.tsx';
import { TextField } from '../../../core/ui/TextField.tsx';
import { WhatsAppLink } from '../../../core/ui/WhatsAppLink.tsx';
import type { OfferSetAnswer } from '../contract/offers.ts';
import { OFFER_FIELD_LABELS } from '../contract/offers-messages.ts';
import { termsErrors } from '../rules/offer-form.ts';
import { askedText, entryGroups, withBankerTitle } from '../rules/offer-view.ts';
import { repriceOffers, withdrawOffersConsent } from '../stores/offers.ts';
import { NoOfferCard, OfferCard } from './OfferCard.tsx';
import { useOffersCall } from './use-offers-call.ts';

/** 'Alterar valor ou prazo': today's look-up priced again, no new look-up. */
function Reprice({ asked, onNewLookup }: { asked: OfferSetAnswer['asked']; onNewLookup: () => void }) {
  const pb = useStore($pb) ?? '';
  const [amount, setAmount] = useState<number | null>(asked.amount);
  const [term, setTerm] = useState(String(asked.term));
  const { busy, refusal, run } = useOffersCall();
  const errors = termsErrors({ amount, term });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.keys(errors).length > 0 || amount === null) return;
    void run(() => repriceOffers(pb, { amount, term: Number(term) }));
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Alterar valor ou prazo" className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <MoneyField
          label={OFFER_FIELD_LABELS.amount}
          value={amount}
          onValueChange={setAmount}
          error={errors.amount}
        />
        <TextField
          label={OFFER_FIELD_LABELS.term}
          value={term}
          inputMode="numeric"
          maxLength={2}
          onValueChange={(value) => setTerm(value.replace(/\D/g, ''))}
          error={errors.term}
        />
        <Button type="submit" variant="outline" loading={busy} className="sm:mt-7">
          Recalcular
        </Button>
      </div>
      {refusal ? (
        <Alert>
          {refusal}{' '}
          <Button variant="link" onClick={onNewLookup}>
            Fazer uma nova consulta
          </Button>
        </Alert>
      ) : null}
    </form>
  );
}

/** 'Retirar consentimento': the stored profile and the offers not requested are deleted. */
function Withdraw() {
  const pb = useStore($pb) ?? '';
  const { busy, refusal, run } = useOffersCall();
  return (
    <div className="flex flex-col gap-2 text-sm text-gray-800">
      <p>
        A consulta ao seu CPF fica guardada só para calcular estas ofertas e aparece em Meus dados. Você pode
        retirar o consentimento: apagamos o perfil consultado e as ofertas não solicitadas.
      </p>
      <Button
        variant="link"
        className="self-start"
        loading={busy}
        onClick={() => void run(() => withdrawOffersConsent(pb))}
      >
        Retirar consentimento
      </Button>
      {refusal ? <Alert>{refusal}</Alert> : null}
    </div>
  );
}

/** The offers ranked by CET, then the partners that declined or did not answer; the banker's WhatsApp when all declined. */
export function OfferResults({
  offers,
  occupation,
  onNewLookup,
}: {
  offers: OfferSetAnswer;
  occupation: string;
  onNewLookup: () => void;
}) {
  const banker = useStore($banker);
  const groups = entryGroups(offers.entries);
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-label="O que você pediu"
        className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200"
      >
        <p className="text-sm text-gray-800">{askedText(offers.asked)}</p>
        <Reprice
          key={`${offers.asked.amount}-${offers.asked.term}`}
          asked={offers.asked}
          onNewLookup={onNewLookup}
        />
      </section>
      {offers.all_declined && offers.message ? (
        <Alert tone="info">
          <p>{withBankerTitle(offers.message, occupation)}</p>
          {banker ? (
            <WhatsAppLink person={banker.person} className="mt-2 inline-block font-semibold underline" />
          ) : null}
        </Alert>
      ) : null}
      {groups.offers.length > 0 ? (
        <section aria-labelledby="offers-title" className="flex flex-col gap-4">
          <h2 id="offers-title" className="text-lg font-bold text-gray-900">
            {groups.offers.length === 1 ? '1 oferta' : `${groups.offers.length} ofertas`}, da menor CET para a
            maior
          </h2>
          {groups.offers.map((entry) => (
            <OfferCard key={entry.id} entry={entry} occupation={occupation} />
          ))}
        </section>
      ) : null}
      {groups.declined.length + groups.unavailable.length > 0 ? (
        <section aria-labelledby="no-offer-title" className="flex flex-col gap-3">
          <h2 id="no-offer-title" className="text-lg font-bold text-gray-900">
            Sem oferta agora
          </h2>
          <ul className="flex flex-col gap-3">
            {[...groups.declined, ...groups.unavailable].map((entry) => (
              <NoOfferCard key={entry.id} entry={entry} />
            ))}
          </ul>
        </section>
      ) : null}
      <div className="flex flex-col gap-4 border-t border-gray-200 pt-4">
        <Button variant="outline" className="self-start" onClick={onNewLookup}>
          Fazer uma nova consulta
        </Button>
        <Withdraw />
      </div>
    </div>
  );
}
