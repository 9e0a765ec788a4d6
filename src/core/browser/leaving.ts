/**
 * Whether this page has started leaving for another (a guard's redirect, a flow's next page). A
 * navigation ends the page's scripts without waiting for their calls: work whose answer must be
 * kept (the session's token swap, which ends the token it replaces) waits for the next page.
 */
let leaving = false;

export function markLeaving(): void {
  leaving = true;
}

export function isLeaving(): boolean {
  return leaving;
}

/** Back to a page that stays (tests). */
export function forgetLeaving(): void {
  leaving = false;
}
