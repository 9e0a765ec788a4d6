/**
 * Leaving this page for another (a guard's redirect, a flow's next page). A navigation ends the
 * page's scripts without waiting for their calls, so work whose answer must be kept (the session's
 * token swap, which ends the token it replaces) is kept: the page leaves once it is done, and work
 * that has not started yet waits for the next page.
 */
let leaving = false;

/**
 * On `<html>` from the moment the page decides to leave (it may still wait for kept work): what
 * waits for a page to settle (the brand review) then waits for the next page instead.
 */
export const LEAVING_MARK = 'data-leaving';
const kept = new Set<Promise<unknown>>();

/** The longest a navigation waits for kept work. */
const KEPT_WORK_MS = 3000;

/** Work whose answer must not be lost to a navigation; returns it. */
export function keepUntilDone<T>(work: Promise<T>): Promise<T> {
  kept.add(work);
  const done = () => kept.delete(work);
  work.then(done, done);
  return work;
}

/** Marks the page as leaving, then goes once the kept work is done (at most 3 s later). */
export function leave(go: () => void): void {
  leaving = true;
  globalThis.document?.documentElement.setAttribute(LEAVING_MARK, '');
  if (kept.size === 0) {
    go();
    return;
  }
  const timeout = new Promise((resolve) => setTimeout(resolve, KEPT_WORK_MS));
  void Promise.race([Promise.allSettled([...kept]), timeout]).then(go);
}

export function isLeaving(): boolean {
  return leaving;
}

/** Back to a page that stays (tests). */
export function forgetLeaving(): void {
  leaving = false;
  globalThis.document?.documentElement.removeAttribute(LEAVING_MARK);
  kept.clear();
}
