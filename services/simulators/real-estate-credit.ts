import type * as v from 'valibot';
import { formatBRLText } from '../../src/core/format/money.ts';
import { optionLabel, PROPERTY_TYPES } from '../../src/core/format/options.ts';
import { MSG } from '../../src/core/validation/messages.ts';
import type { realEstateCreditSchema } from '../../src/features/simulators/contract/automation.ts';
import { badRequest, type Db } from '../context.ts';
import { bankListItems } from '../db/schema/index.ts';

type CreditRequest = v.InferOutput<typeof realEstateCreditSchema>;

/** The fields of a real-estate credit request chosen from `realEstateCredit/lists`, by list kind. */
const LIST_FIELDS = {
  bank: 'banks',
  marital_status: 'marital_statuses',
  income_source: 'income_sources',
  profession: 'professions',
} as const;
type ListField = keyof typeof LIST_FIELDS;

/** The pt-BR names of the codes a request chose; a code outside its list is refused (400). */
export async function chosenNames(db: Db, body: CreditRequest): Promise<Record<ListField, string>> {
  const rows = await db
    .select({ kind: bankListItems.kind, code: bankListItems.code, name: bankListItems.name })
    .from(bankListItems);
  const names = {} as Record<ListField, string>;
  const errors: Record<string, string[]> = {};
  for (const [field, kind] of Object.entries(LIST_FIELDS) as [ListField, string][]) {
    const row = rows.find((item) => item.kind === kind && item.code === body[field]);
    if (row) names[field] = row.name;
    else errors[field] = [MSG.option];
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return names;
}

/** The banker's e-mail about a request, every option in its pt-BR words. */
export function creditRequestMailText(body: CreditRequest, names: Record<ListField, string>): string {
  const propertyType = optionLabel(PROPERTY_TYPES, body.real_estate_type) ?? body.real_estate_type;
  return [
    `${body.full_name} pediu crédito imobiliário.`,
    `E-mail: ${body.email}`,
    `Celular: ${body.principal_contact}`,
    `Estado civil: ${names.marital_status}`,
    `Renda mensal: ${formatBRLText(body.monthly_income)} (${names.income_source}, ${names.profession})`,
    `Banco escolhido: ${names.bank}`,
    `Imóvel: ${propertyType} em ${body.real_estate_address_state}, ${formatBRLText(body.real_estate_value)}`,
    `Financiamento: ${formatBRLText(body.financing_value)} em ${body.term} meses`,
  ].join('\n');
}
