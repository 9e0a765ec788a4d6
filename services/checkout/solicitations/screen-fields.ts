import * as v from 'valibot';
import { SOLICITATION_MESSAGES } from '../../../src/api/credit-paths.ts';
import { VALIDATION_CONFIG } from '../../../src/api/validation/errors.ts';
import { businessSolicitationSchema } from '../../../src/domain/business-loan.ts';
import { isoToBrDate } from '../../../src/domain/dates.ts';
import { BUSINESS_PAGE_PRODUCTS } from '../../../src/domain/request-extra.ts';
import {
  mayCreate,
  type SolicitationCall,
  solicitationCallSchema,
} from '../../../src/domain/solicitation-form.ts';
import { badRequest } from '../../context.ts';
import { firstProblemOfEachField } from '../field-problems.ts';

/**
 * The rules of the screen that sends a product's solicitation (spec §4.9, §5): the business-credit
 * page for its products, the solicitation screen for the others.
 */
function screenSchemaFor(product: number, call: SolicitationCall) {
  return BUSINESS_PAGE_PRODUCTS.includes(product)
    ? businessSolicitationSchema(call)
    : solicitationCallSchema(product, call);
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
  const result = v.safeParse(screenSchemaFor(body.product, call), typed, VALIDATION_CONFIG);
  if (!result.success) throw firstProblemOfEachField(result.issues);
}
