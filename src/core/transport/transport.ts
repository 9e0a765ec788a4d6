import { type $Fetch, ofetch } from 'ofetch';
import { $token } from './token.ts';

/** JSON, the Portuguese language header and the bearer token of the logged user when there is one. */
export function createTransport(fetchImpl?: typeof globalThis.fetch): $Fetch {
  return ofetch.create({
    headers: { 'Accept-Language': 'pt-BR' },
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    onRequest({ options: request }) {
      const token = $token.get();
      const headers = request.headers as Headers;
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    },
  });
}
