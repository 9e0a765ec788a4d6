/**
 * Public catalog answers may be cached briefly by browsers, CDNs and the reverse proxy, which may
 * keep serving a stale copy for a minute while they revalidate it (with the ETag) in the background.
 * The in-process read cache (STORE_CACHE_SECONDS) must stay shorter than max-age.
 */
export const SHORT_CACHE = 'public, max-age=30, stale-while-revalidate=60';
