/** Minimum contrast of normal text against its background (WCAG 2.x, level AA). */
export const WCAG_AA_NORMAL_TEXT = 4.5;

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for `#rgb` or `#rrggbb`, the only colour notations brands use. */
export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

function channels(hex: string): [number, number, number] {
  const match = HEX_COLOUR.exec(hex);
  if (!match) throw new TypeError(`not a hex colour: ${hex}`);
  const digits = match[1];
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((d) => d + d)
          .join('')
      : digits;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

// sRGB to linear light, as WCAG 2.x defines it (0.03928 threshold of the 2.x text).
function linear(channel: number): number {
  return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a hex colour (0 black, 1 white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio between two hex colours, from 1 to 21; order does not matter. */
export function contrastRatio(fg: string, bg: string): number {
  const a = relativeLuminance(fg);
  const b = relativeLuminance(bg);
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

/** Ratio as people read it, truncated (never rounded up past a threshold): `4,48:1`. */
export function formatRatio(ratio: number): string {
  const truncated = Math.floor(ratio * 100) / 100;
  return `${truncated.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}:1`;
}

/** Contrast a focus ring needs against what surrounds it (WCAG 2.2, non-text contrast). */
export const FOCUS_RING_CONTRAST = 3;

/**
 * The focus ring's colour on the header: the brand colour where it stands out 3:1 from the
 * header's background, else the header's text colour (which always does).
 */
export function focusRingColour(colors: {
  primary: string;
  headerBackground: string;
  headerText: string;
}): string {
  return contrastRatio(colors.primary, colors.headerBackground) >= FOCUS_RING_CONTRAST
    ? colors.primary
    : colors.headerText;
}
