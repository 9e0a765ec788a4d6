/**
 * The digits of a text, every other character dropped: documents, phones, codes and amounts are
 * typed with separators and kept or compared as digits. The storefront and the services share it.
 */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}
