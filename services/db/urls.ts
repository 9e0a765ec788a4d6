/** Which database a `DATABASE_URL` names: the PostgreSQL server's, or the embedded one in memory. */
export const isPostgresUrl = (url: string | undefined): url is string =>
  url !== undefined && /^postgres(ql)?:\/\//.test(url);

export const isMemoryUrl = (url: string | undefined): boolean => url?.startsWith('memory://') ?? false;
