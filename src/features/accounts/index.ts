/**
 * What the accounts feature offers the others (docs/maintaining.md#feature-walls): starting a
 * session from a form, the person form, and the request kept while the e-mail is checked.
 */
export { emptyPersonForm, type PersonForm } from './rules/person-form.ts';
export { confirmOwnEmail } from './stores/edit-user.ts';
export { $pendingRequest, requestWithEmailCheck } from './stores/pending-request.ts';
export { createLead } from './stores/sign-in.ts';
