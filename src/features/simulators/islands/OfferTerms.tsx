import type { PartnerInstitution } from '../../../core/contract/partner-institutions.ts';
import {
  correspondentText,
  offerExpiredText,
  offerValidityText,
} from '../../../core/products/offer-terms.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { Button } from '../../../core/ui/Button.tsx';

/**
 * What every offer ends with: the day it holds until and, when the store acts as the
 * institution's correspondent, the institution's legal name and CNPJ.
 */
export function OfferTerms({
  validUntil,
  correspondentOf,
}: {
  validUntil: string | null;
  correspondentOf: PartnerInstitution | null | undefined;
}) {
  return (
    <div className="mt-2 text-xs text-gray-700" data-offer-terms>
      {validUntil ? (
        <p className="font-semibold text-gray-900" data-offer-validity>
          {offerValidityText(validUntil)}
        </p>
      ) : null}
      {correspondentOf ? <p data-correspondent>{correspondentText(correspondentOf)}</p> : null}
    </div>
  );
}

/** An offer whose last valid day has passed: when it expired, and a new simulation. */
export function ExpiredOffer({ validUntil, onSimulate }: { validUntil: string; onSimulate: () => void }) {
  return (
    <Alert tone="info" className="mt-6">
      <p className="font-semibold" data-offer-expired>
        {offerExpiredText(validUntil)}
      </p>
      <p className="mt-1">As condições mudam com o tempo: simule novamente para ver as ofertas de hoje.</p>
      <Button className="mt-3" onClick={onSimulate}>
        Simular novamente
      </Button>
    </Alert>
  );
}
