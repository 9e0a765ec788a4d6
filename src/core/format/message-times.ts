/** How long messages stay (docs/validation-and-errors.md#constants-and-limits): most 3000 ms, the CPF one 5000 ms. */
export const MESSAGE_MS = 3000;
export const CPF_MESSAGE_MS = 5000;
/** The account-created modal closes after this. */
export const ACCOUNT_CREATED_MS = 2000;
