import { SOLICITATION_MESSAGES } from '../../src/core/contract/credit-messages.ts';
import { isoToBrDate } from '../../src/core/format/dates.ts';
import { BUSINESS_CALL_FIELDS, businessSolicitationSchema } from '../../src/core/products/business-loan.ts';
import {
  mayCreate,
  type SolicitationCall,
  solicitationCallSchema,
} from '../../src/core/products/solicitation-form.ts';
import { VALIDATION_CONFIG } from '../../src/core/validation/errors.ts';
import { BUSINESS_PAGE_PRODUCTS } from '../../src/features/ordering/rules/request-extra.ts';
import { badRequest, parseOrThrow } from '../context.ts';

/** What only the business-credit page's call carries: the company (the loan value both screens ask). */
const COMPANY_FIELDS = ['cnpj', 'company_name', ...BUSINESS_CALL_FIELDS].filter(
  (field) => field !== 'loan_value',
);

/**
 * Whether the business-credit page sent the call: it carries the checked company. The solicitation
 * screen also serves 118 and 129 (a banker may invite to any product) and carries none of it.
 */
function fromBusinessPage(body: Record<string, unknown> & { product: number }): boolean {
  if (!BUSINESS_PAGE_PRODUCTS.includes(body.product)) return false;
  return COMPANY_FIELDS.some((field) => body[field] !== undefined);
}

/** The rules of the screen that sent the call (docs/invitations.md#solicitation, docs/validation-and-errors.md#validation-rules). */
function screenSchemaFor(body: Record<string, unknown> & { product: number }, call: SolicitationCall) {
  return fromBusinessPage(body)
    ? businessSolicitationSchema(call)
    : solicitationCallSchema(body.product, call);
}

/**
 * Refuses a solicitation call without what its screen requires, field by field, and a creation the
 * storefront never sends: product 55's solicitation comes from its home-equity order. The birthday
 * arrives as the contract passes it on (yyyy-mm-dd) and is read as the screen typed it.
 */
export function assertScreenFields(
  body: Record<string, unknown> & { product: number },
  call: SolicitationCall,
) {
  if (call === 'create' && !mayCreate(body.product)) throw badRequest(SOLICITATION_MESSAGES.fromOrder);
  const typed = typeof body.birthday === 'string' ? { ...body, birthday: isoToBrDate(body.birthday) } : body;
  parseOrThrow(screenSchemaFor(body, call), typed, { perField: 1, config: VALIDATION_CONFIG });
}
