import { isoToBrDate } from '../../src/core/format/dates.ts';
import { OFFER_BOUNDS } from '../../src/features/offers/contract/offer-bounds.ts';
import { validUntilText } from '../../src/features/offers/contract/offers-messages.ts';
import { brasiliaDay, shiftDay } from '../../src/features/requests/rules/business-days.ts';

/**
 * The calendar day (yyyy-mm-dd) in Brasília time of `now` (the services' clock, services/clock):
 * the day a look-up is made and an offer read.
 */
export const offersToday = (now: Date): string => brasiliaDay(now);

/** The last day an offer of a look-up made on `day` holds: 7 days later. */
export function validUntilOf(day: string): string {
  return shiftDay(day, OFFER_BOUNDS.validityDays);
}

/** The first look-up day whose offers still hold on `today` (a look-up before it has ended). */
export function firstDayStillHeld(today: string): string {
  return shiftDay(today, -OFFER_BOUNDS.validityDays);
}

/** 'Oferta válida até dd/mm/aaaa'. */
export function validUntilLine(validUntil: string): string {
  return validUntilText(isoToBrDate(validUntil));
}
