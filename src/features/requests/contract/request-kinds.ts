/** The two kinds of request a customer makes: an order (a product bought) or a solicitation (a family's form). */
export const REQUEST_KINDS = ['order', 'solicitation'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** One request as a path or a link names it: its kind and its id. */
export interface RequestRef {
  kind: RequestKind;
  id: string;
}
