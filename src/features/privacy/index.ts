/**
 * What the privacy feature offers the others (docs/maintaining.md#feature-walls): the consent texts an order or an account shows, and the consent
 * status.
 */
export { fetchConsentStatus } from './stores/privacy.ts';
export { ShareConsentText } from './ui/ShareConsentText.tsx';
export { PrivacyPolicyText, TermsText } from './ui/TermsText.tsx';
