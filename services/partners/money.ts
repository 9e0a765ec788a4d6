/** Percentage for messages: 0.3 -> '30', 0.105 -> '10,5'. */
export function formatPercent(fraction: number): string {
  return (Math.round(fraction * 10000) / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 });
}
