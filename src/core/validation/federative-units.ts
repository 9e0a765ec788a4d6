// Plain data, apart from the contact schemas (src/core/validation/contact.ts), so a form's state
// select ships without the schema library.

/** The 27 federative units of Brazil. */
export const FEDERATIVE_UNITS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
