import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { badRequest, MESSAGES } from './errors.ts';

/** Deepest nesting of arrays and objects a request body may have; the contract needs four. */
export const MAX_JSON_DEPTH = 32;

/** Deepest nesting of the JSON text, counted without parsing (a 20,000-level body costs one scan). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return deepest;
}

/** Text the database cannot store or compare: NUL, and UTF-16 halves without their pair. */
export function isStorableText(text: string): boolean {
  return text.isWellFormed() && !text.includes('\u0000');
}

/** The first problem of a parsed body: unstorable text in a key or value, or a `__proto__` key. */
function problemIn(value: unknown): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : MESSAGES.invalidText;
  if (!value || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key === '__proto__') return MESSAGES.forbiddenKey;
    if (!isStorableText(key)) return MESSAGES.invalidText;
    const problem = problemIn(item);
    if (problem) return problem;
  }
  return null;
}

/** Decodes a percent-encoded part of the address, or null when it is not valid UTF-8. */
function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * Refuses, with a pt-BR 400, input no handler can use and the database would choke on: addresses
 * with invalid UTF-8, NUL or unpaired surrogates; JSON bodies nested deeper than MAX_JSON_DEPTH,
 * carrying such text, or `__proto__` keys. Malformed JSON is left to the handlers' own answer.
 */
export function inputGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    for (const part of [url.pathname, ...url.search.slice(1).split('&')]) {
      const text = decoded(part);
      if (text === null || !isStorableText(text)) throw badRequest(MESSAGES.invalidAddress);
    }
    const type = c.req.header('content-type') ?? '';
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && /json/i.test(type)) {
      const text = await c.req.text();
      if (jsonDepth(text) > MAX_JSON_DEPTH) throw badRequest(MESSAGES.tooDeep);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      const problem = problemIn(body);
      if (problem) throw badRequest(problem);
    }
    await next();
  };
}
