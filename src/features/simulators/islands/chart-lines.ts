/** Colours and dash patterns together, so the lines differ without colour too. */
const LINE_STYLES = [
  { stroke: '#1d4ed8', dash: '' },
  { stroke: '#b45309', dash: '8 4' },
  { stroke: '#047857', dash: '2 3' },
  { stroke: '#7c3aed', dash: '10 3 2 3' },
] as const;

/** The line of the `index`th series (the styles repeat past four); the chart and its legend share it. */
export function lineStyle(index: number): { stroke: string; dash: string | undefined } {
  const style = LINE_STYLES[index % LINE_STYLES.length] ?? LINE_STYLES[0];
  return { stroke: style.stroke, dash: style.dash || undefined };
}
