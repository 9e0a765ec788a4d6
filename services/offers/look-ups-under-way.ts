import type { OfferSetAnswer } from '../../src/features/offers/contract/offers.ts';

/** The look-up each customer has under way, in any store, in this process: later asks and re-pricings wait for it. */
export const lookingUp = new Map<number, Promise<OfferSetAnswer>>();

/** Waits until no look-up of the customer is under way in this process; true when one it waited for was made. */
export async function afterLookUps(customerId: number): Promise<boolean> {
  let made = false;
  for (let running = lookingUp.get(customerId); running; running = lookingUp.get(customerId))
    made =
      (await running.then(
        () => true,
        () => false,
      )) || made;
  return made;
}
