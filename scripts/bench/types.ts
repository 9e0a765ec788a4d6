/** One benchmark case run by `npm run bench:services` (export `cases: BenchCase[]` from `scripts/bench/*-cases.ts`). */
export interface BenchCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path on the services server, e.g. `/api/store/pb/ana-souza/marketplace/`. */
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Defaults to 50. */
  connections?: number;
  /** Seconds; defaults to the runner's duration. */
  duration?: number;
  /**
   * Optional preparation run once per database before the case (e.g. log in and return an
   * `Authorization` header). `baseUrl` is the server's origin.
   */
  setup?: (baseUrl: string) => Promise<Partial<Pick<BenchCase, 'path' | 'body' | 'headers'>> | undefined>;
}
