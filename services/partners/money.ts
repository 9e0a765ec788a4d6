const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 1.234,56' with a plain space, so messages compare and render the same everywhere. */
export function formatBrl(value: number): string {
  return brl.format(value).replace(/\s/g, ' ');
}

/** Percentage for messages: 0.3 -> '30', 0.105 -> '10,5'. */
export function formatPercent(fraction: number): string {
  return (Math.round(fraction * 10000) / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 });
}
