import type { SessionCookies } from './sheet-page.ts';

type Fetch = (request: Request) => Response | Promise<Response>;

/**
 * The `token` and `user` cookies a person has after logging in, as the store sets them (and the
 * brand review's `logInWith`): the person without their list of bankers.
 */
export async function sessionCookiesOf(
  fetch: Fetch,
  credentials: { email: string; password: string },
): Promise<SessionCookies> {
  const login = await fetch(
    new Request('http://preview/api/auth/users/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: credentials.email, password: credentials.password }),
    }),
  );
  if (!login.ok) throw new Error(`login of ${credentials.email} failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const me = await fetch(
    new Request('http://preview/api/auth/person/v2/', { headers: { Authorization: `Bearer ${token}` } }),
  );
  const { person } = (await me.json()) as { person: Record<string, unknown> };
  const { personal_bankers: _dropped, ...cookieUser } = person;
  return { token, user: encodeURIComponent(JSON.stringify(cookieUser)) };
}
