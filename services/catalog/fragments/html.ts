/** Text or an attribute value as HTML: the five characters that could end or open markup. */
export const escapeHtml = (s: string): string =>
  s.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/**
 * JSON to place inside `<script type="application/json">`: `<` is written as `\u003c`, so no text in
 * it can close the element (`</script>`) or open a comment; U+2028/9 are escaped for old parsers.
 */
export const jsonForHtml = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
