import type { Context } from 'hono';
import { badRequest } from '../context.ts';

/** The JSON body of a request, or a pt-BR 400 when it is not JSON. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw badRequest('O corpo da requisição não é um JSON válido.');
  }
}
