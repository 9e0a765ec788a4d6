/**
 * A cookie jar as a browser keeps it: name=value pairs, a cookie written with max-age=0 dropped;
 * `writes` records each line written.
 */
export function cookieJar() {
  const values = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      if (/max-age=0(;|$)/.test(line)) values.delete(name);
      else values.set(name, pair.slice(index + 1));
    },
  };
}
