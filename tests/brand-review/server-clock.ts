/**
 * Preloaded into a review server (`node --import`): its clock starts at REVIEW_MOMENT, the moment
 * the browser's clock stands at, and runs on from there. What the services date (an offer's last
 * valid day in a share link, an order's time) is then the same on any day the review runs.
 */
const moment = Date.parse(process.env.REVIEW_MOMENT ?? '');
if (Number.isNaN(moment))
  throw new Error('REVIEW_MOMENT: an ISO moment, for example 2026-06-15T12:00:00-03:00');

const RealDate = Date;
const offset = moment - RealDate.now();

class ReviewDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as [string | number | Date]));
  }

  static now(): number {
    return RealDate.now() + offset;
  }
}

globalThis.Date = ReviewDate as DateConstructor;
