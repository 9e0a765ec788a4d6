/** A flag's value: "0", "false", "off" and "no" turn it off, any other value on; absent or empty: `fallback`. */
export const flagOn = (asked: string | undefined, fallback: boolean): boolean =>
  asked === undefined || asked.trim() === '' ? fallback : !/^(0|false|off|no)$/i.test(asked.trim());
