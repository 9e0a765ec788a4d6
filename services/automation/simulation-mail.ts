const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

const LABELS: Record<string, string> = {
  partner_name: 'Parceiro',
  administrator_name: 'Administradora',
  anual_fee: 'Taxa anual (%)',
  first_installment: 'Primeira parcela',
  last_installment: 'Última parcela',
  installment: 'Parcela',
  term: 'Prazo (meses)',
  total_financing_value: 'Valor financiado',
  credit_value: 'Crédito',
  minimal_monthly_income: 'Renda mínima',
  partner_constraint_message: 'Observação',
  full_simulation_url: 'Simulação completa',
};
const MONEY = new Set([
  'first_installment',
  'last_installment',
  'installment',
  'total_financing_value',
  'credit_value',
  'minimal_monthly_income',
]);

function valueText(key: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' && MONEY.has(key)) return brl.format(value).replace(/\s/g, ' ');
  if (typeof value === 'object') return null;
  return String(value);
}

/** One block per simulation result, with the fields a customer reads, in pt-BR. */
export function simulationLines(payload: Record<string, unknown>[] | Record<string, unknown>): string[] {
  const items = Array.isArray(payload) ? payload : [payload];
  const blocks: string[] = [];
  items.forEach((item, index) => {
    const lines = [`Opção ${index + 1}`];
    for (const [key, label] of Object.entries(LABELS)) {
      const text = valueText(key, item[key]);
      if (text !== null) lines.push(`  ${label}: ${text}`);
    }
    if (item.success === false) lines.push('  Esta opção não atende às regras do parceiro.');
    blocks.push(lines.join('\n'));
  });
  return blocks;
}
