/**
 * The analytics tag a visitor who accepted the analytics cookies loads (src/features/privacy/scripts/cookie-choices.ts),
 * and where it comes from (the CSP allows it there).
 */

/**
 * The analytics tag id of the storefront's host name (docs/validation-and-errors.md#constants-and-limits): the brand lists one per host,
 * `*` for any other; null when the brand has none.
 */
export function analyticsTagFor(hostname: string, tags: Record<string, string>): string | null {
  return tags[hostname.toLowerCase()] ?? tags['*'] ?? null;
}

/** Where the analytics tag loads from, and where it sends what it measures (for the CSP). */
export const ANALYTICS_ORIGINS = {
  script: 'https://www.googletagmanager.com',
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
} as const;

/** Address of the analytics tag's script. */
export function analyticsTagUrl(tagId: string): string {
  return `${ANALYTICS_ORIGINS.script}/gtag/js?id=${encodeURIComponent(tagId)}`;
}
