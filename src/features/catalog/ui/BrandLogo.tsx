/** The sizes a brand's or partner's logo is drawn at: the image's own size and its classes. */
const LOGO_SIZES = {
  /** A product card's brand, at the card's left (group grid, related products). */
  card: { width: 160, height: 32, className: 'h-8 w-40 object-contain object-left' },
  /** A partner's logo in the home carousel, centred in its slot. */
  partner: { width: 160, height: 32, className: 'h-8 w-full max-w-[160px] object-contain' },
  /** An institution's logo on a white tile beside its name (learn-more page). */
  heading: {
    width: 120,
    height: 48,
    className: 'h-12 w-[120px] rounded-md bg-white object-contain p-1 shadow-sm',
  },
  /** A small brand mark before the brand's name (consortium products). */
  badge: { width: 60, height: 24, className: 'h-6 w-[60px] object-contain' },
} as const;

export type LogoSize = keyof typeof LOGO_SIZES;

/** A brand's or partner's logo at one of the storefront's logo sizes; decorative (no alt) unless named. */
export function BrandLogo({
  src,
  alt = '',
  size,
  loading,
}: {
  src: string;
  alt?: string;
  size: LogoSize;
  loading?: 'lazy';
}) {
  const { width, height, className } = LOGO_SIZES[size];
  return <img src={src} alt={alt} width={width} height={height} className={className} loading={loading} />;
}
