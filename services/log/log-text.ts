/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it escapes
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * Text from a request as it may go into a log line: control characters written as `\xNN` or
 * `\uNNNN`, so a decoded `%0A` in a path cannot start a forged line nor a terminal escape.
 */
export function forLog(text: string): string {
  return text.replace(UNSAFE, (char) => {
    const code = char.charCodeAt(0);
    return code > 0xff
      ? `\\u${code.toString(16).padStart(4, '0')}`
      : `\\x${code.toString(16).padStart(2, '0')}`;
  });
}

/** Quoted text in a message (a database error quotes the value it refused): it may be a key or an e-mail. */
const QUOTED = /"[^"]*"|'[^']*'/g;

/** An e-mail address, with or without its angle brackets. */
const EMAIL = /[^\s<>"'@]+@[^\s<>"'@]+/g;
/** Digits that may be a code, a CPF or a phone: six or more, with or without their punctuation. */
const DIGITS = /\d[\d.\-/]{4,}\d/g;

/**
 * A message as it may go into a log line: quoted values, e-mail addresses and runs of digits
 * (codes, CPFs) left out, control characters escaped.
 */
export const withoutValues = (message: string): string =>
  forLog(message.replace(QUOTED, '"…"').replace(EMAIL, '…@…').replace(DIGITS, '…'));

/** The values a failed query's message lists after its statement: they may be a person's data. */
const QUERY_VALUES = /\nparams: [\s\S]*$/;

/**
 * An error for the log: its message escaped (it may quote the request) and without the values of
 * a failed query, then the code's stack frames.
 */
export function errorForLog(error: unknown): string {
  if (!(error instanceof Error)) return forLog(String(error));
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const head = withoutValues(`${error.name}: ${error.message.replace(QUERY_VALUES, '\nparams: (omitidos)')}`);
  return frames ? `${head}\n${frames}` : head;
}
