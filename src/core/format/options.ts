/** Option lists of the forms (docs/entities.md "Option lists"): the value sent, and the pt-BR label shown. */
export interface Option<V extends string | number = string> {
  value: V;
  label: string;
}

/** The pt-BR label of an option's value (mails and screens never show the raw code). */
export function optionLabel(list: readonly Option<string | number>[], value: unknown): string | null {
  const found = list.find((option) => String(option.value) === String(value));
  return found ? found.label : null;
}

function same(labels: readonly string[]): Option[] {
  return labels.map((label) => ({ value: label, label }));
}

export const MARITAL_STATUS: readonly Option[] = same([
  'Casado(a)',
  'Divorciado(a)',
  'Separado(a)',
  'Solteiro(a)',
  'União Estável',
]);

/** Professional category (short list). */
export const PROFESSIONAL_CATEGORY: readonly Option[] = same([
  'Assalariado',
  'Autônomo',
  'Empresário',
  'Outros',
]);

export const COMPANY_AGE: readonly Option[] = same(['Menos de 6 meses', 'Mais de 6 meses']);

/** Monthly income bands (seven). */
export const MONTHLY_INCOME: readonly Option[] = same([
  'Até R$ 900',
  'De R$ 1.000 a R$ 2.999',
  'De R$ 3.000 a R$ 4.999',
  'De R$ 5.000 a R$ 9.999',
  'De R$ 10.000 a R$ 14.999',
  'De R$ 15.000 a R$ 19.999',
  'Acima de R$ 20.000',
]);

export const TAX_DECLARATION: readonly Option[] = same(['Não declaro', 'Completa', 'Simplificada']);

export const PENSION_EXPERIENCE: readonly Option[] = same([
  'Nunca investi em Previdência Privada',
  'Invisto em Previdência Privada',
  'Já investi em Previdência Privada',
]);

export const DEPENDANTS: readonly Option<string | number>[] = [
  { value: 1, label: '1' },
  { value: 2, label: '2' },
  { value: 3, label: '3' },
  { value: 4, label: '4' },
  { value: '5 ou mais', label: '5 ou mais' },
];

/** The 17 cities of the Rio Grande do Sul region served by the business-credit partner. */
export const RS_CITIES: readonly Option[] = same([
  'Alvorada',
  'Cachoeirinha',
  'Canoas',
  'Caxias do Sul',
  'Eldorado do Sul',
  'Esteio',
  'Gravataí',
  'Guaíba',
  'Novo Hamburgo',
  'Passo Fundo',
  'Pelotas',
  'Porto Alegre',
  'Santa Cruz do Sul',
  'Santa Maria',
  'São Leopoldo',
  'Sapucaia do Sul',
  'Viamão',
]);

export const PROPERTY_TYPES: readonly Option[] = [
  { value: 'house', label: 'Casa' },
  { value: 'apartment', label: 'Apartamento' },
  { value: 'commercial', label: 'Imóvel comercial' },
  { value: 'land', label: 'Terreno' },
  { value: 'land_outside_condominium', label: 'Terreno fora de condomínio' },
  { value: 'land_inside_condominium', label: 'Casa ou terreno em condomínio' },
  { value: 'mixed_property', label: 'Imóvel misto' },
  { value: 'others', label: 'Outros' },
  { value: 'residential', label: 'Residencial' },
];

function only(list: readonly Option[], values: readonly string[]): Option[] {
  return list.filter((option) => values.includes(String(option.value)));
}

function except(list: readonly Option[], values: readonly string[]): Option[] {
  return list.filter((option) => !values.includes(String(option.value)));
}

/** Home-equity property types: no land, land outside condominium, mixed or residential. */
export const HOME_EQUITY_PROPERTY_TYPES: readonly Option[] = except(PROPERTY_TYPES, [
  'land',
  'land_outside_condominium',
  'mixed_property',
  'residential',
]);

/** Business property types (five). */
export const BUSINESS_PROPERTY_TYPES: readonly Option[] = only(PROPERTY_TYPES, [
  'house',
  'apartment',
  'commercial',
  'land',
  'others',
]);

export const PROPERTY_OWNERS: readonly Option[] = [
  { value: 'own', label: 'Próprio' },
  { value: 'company', label: 'Da empresa' },
  { value: 'partners', label: 'Dos sócios' },
  { value: 'other', label: 'De terceiros' },
  { value: 'other_pf', label: 'De terceiro pessoa física' },
  { value: 'other_pj', label: 'De terceiro pessoa jurídica' },
];

/** Owners offered to individuals: own or a third party. */
export const PERSONAL_PROPERTY_OWNERS: readonly Option[] = only(PROPERTY_OWNERS, ['own', 'other']);

export const LOAN_PURPOSES: readonly Option[] = [
  { value: 'investment_in_own_business', label: 'Investir no próprio negócio' },
  { value: 'debts_payment', label: 'Pagar dívidas' },
  { value: 'property_renovation', label: 'Reformar o imóvel' },
  { value: 'debt_restructuring', label: 'Reorganizar dívidas' },
  { value: 'debts_refinancing', label: 'Refinanciar dívidas' },
  { value: 'real_estate_renovation', label: 'Reforma de outro imóvel' },
  { value: 'goods_acquisition', label: 'Comprar bens' },
  { value: 'others', label: 'Outros' },
];

export const BUSINESS_LOAN_PURPOSES: readonly Option[] = [
  ...LOAN_PURPOSES,
  { value: 'working_capital', label: 'Capital de giro' },
  { value: 'construction_completion', label: 'Conclusão de obra' },
];

/** Purposes of condo credit (six). */
export const CONDO_CREDIT_PURPOSES: readonly Option[] = [
  { value: 'common_area_renovation', label: 'Reforma das áreas comuns' },
  { value: 'facade_renovation', label: 'Reforma da fachada' },
  { value: 'equipment_acquisition', label: 'Compra de equipamentos' },
  { value: 'debts_payment', label: 'Pagar dívidas do condomínio' },
  { value: 'construction_completion', label: 'Conclusão de obra' },
  { value: 'others', label: 'Outros' },
];

export const COMPANY_ROLES: readonly Option[] = same(['Sócio', 'Administrador/Diretor', 'Procurador']);

export const COMPANY_INCOME_BANDS: readonly Option[] = same([
  'Até 100M',
  'De 100M a 500M',
  'De 500M a 1MM',
  'De 1MM a 5MM',
  'Acima de 5MM',
]);

export const CONSORTIUM_TYPES: readonly Option[] = [
  { value: 'cars', label: 'Carros' },
  { value: 'motorcycles', label: 'Motos' },
  { value: 'heavy', label: 'Pesados' },
  { value: 'agro', label: 'Agro' },
  { value: 'real_estate', label: 'Imóveis' },
  { value: 'services', label: 'Serviços' },
  { value: 'other', label: 'Outros' },
];

/**
 * The option list of each select field of the extra step (docs/validation-and-errors.md#validation-rules): the form offers these, and
 * the checkout service takes no other value.
 */
export const EXTRA_FIELD_OPTIONS = {
  marital: MARITAL_STATUS,
  professional_type: PROFESSIONAL_CATEGORY,
  monthly_income: MONTHLY_INCOME,
  people_range: DEPENDANTS,
  foresight_tax: TAX_DECLARATION,
  foresight_exp: PENSION_EXPERIENCE,
  city: RS_CITIES,
  how_long: COMPANY_AGE,
} as const;

export type ExtraSelectField = keyof typeof EXTRA_FIELD_OPTIONS;
