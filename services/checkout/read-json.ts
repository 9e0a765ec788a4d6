import type { Context } from 'hono';
import { badRequest, MESSAGES } from '../context.ts';

/** The JSON body of a request, or a pt-BR 400 when it is not JSON. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw badRequest(MESSAGES.invalidJson);
  }
}
