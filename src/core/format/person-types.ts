/**
 * Person types (docs/entities.md, docs/accounts.md#roles-and-permissions): a banker owns a store and
 * is the only one who may open analytics; a customer orders. Other values are staff kinds.
 */
export const PERSON_TYPE = { banker: 0, customer: 1 } as const;
