import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { outageLog } from './db/outage.ts';
import { BODY_LIMIT_BYTES } from './http/front-middleware.ts';
import { loggerTo } from './log/logger.ts';
import { withTestServices } from './test/harness.ts';

const t = withTestServices({ CORS_ORIGINS: 'https://loja.exemplo.com.br' });

describe('services: robustness', () => {
  it('answers health and unknown paths as JSON 404', async () => {
    expect((await t.get('/api/health')).body).toEqual({ status: 'ok' });
    const res = await t.get('/api/nada/aqui');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Não encontrado.' });
  });

  it('answers unexpected errors with 500, no internals, and logs them with the request id', async () => {
    const lines: string[] = [];
    const app = createApp(
      { ...t.services.deps, log: loggerTo((line) => lines.push(line)) },
      t.services.mailWorker,
    );
    app.get('/api/boom', () => {
      throw new Error('segredo interno: SELECT * FROM persons');
    });
    const res = await app.request('/api/boom');
    const body = await res.json();
    expect(res.status).toBe(500);
    expect(body.detail).toBe('Erro interno do servidor. Tente novamente mais tarde.');
    expect(JSON.stringify(body)).not.toContain('segredo');
    expect(lines.join('\n')).toContain(body.request_id);
    expect(lines.join('\n')).toContain('segredo interno');
  });

  it('escapes control characters of the request in log lines, so a path cannot forge a line', async () => {
    const lines: string[] = [];
    const config = { ...t.services.deps.config, logRequests: true };
    const log = loggerTo((line) => lines.push(line));
    const app = createApp({ ...t.services.deps, config, log }, t.services.mailWorker, undefined, {
      outage: outageLog(log),
      ready: async () => true,
      logger: log,
    });
    app.get('/api/boom/*', (c) => {
      throw new Error(`falhou em ${c.req.path}`);
    });
    const forged = '%0A[error]%20FORGED%0D%1B[31m%E2%80%A8';
    const socket = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    expect((await app.request(`/api/nada${forged}`, {}, socket)).status).toBe(404);
    expect((await app.request(`/api/boom/${forged}`, {}, socket)).status).toBe(500);
    const text = lines.join('\n');
    expect(text).not.toMatch(/^\[error\] FORGED/m);
    for (const raw of ['\r', '\u001b', '\u2028']) expect(text).not.toContain(raw);
    const parsed = lines.map((line) => JSON.parse(line));
    const failure = parsed.find((line) => line.level === 'error');
    expect(failure).toMatchObject({ route: '/api/boom/*', method: 'GET' });
    expect(failure.err).toMatch(/^Error: falhou em \/api\/boom\/\\x0a\[error\] FORGED/);
    // Request lines name the route, never the path.
    const requests = parsed.filter((line) => line.msg === 'request');
    expect(requests.map((line) => [line.route, line.status])).toEqual([
      ['/api/*', 404],
      ['/api/boom/*', 500],
    ]);
  });

  it('rejects malformed JSON and oversized bodies in pt-BR', async () => {
    const malformed = await t.call('POST', '/api/auth/users/login/', { body: '{"username":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ detail: 'O corpo da requisição não é um JSON válido.' });
    const big = await t.call('POST', '/api/privacy/', {
      body: { source: 'x'.repeat(BODY_LIMIT_BYTES + 10) },
    });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ detail: 'O corpo da requisição é grande demais.' });
  });

  it('allows CORS only for configured origins and sends security headers', async () => {
    const allowed = await t.call('OPTIONS', '/api/store/carousel/last/', {
      headers: { Origin: 'https://loja.exemplo.com.br', 'Access-Control-Request-Method': 'GET' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://loja.exemplo.com.br');
    const denied = await t.call('GET', '/api/store/carousel/last/', {
      headers: { Origin: 'https://malicioso.example' },
    });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    expect(denied.headers.get('x-content-type-options')).toBe('nosniff');
    expect(denied.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(denied.headers.get('x-request-id')).toBeTruthy();
  });

  it('treats SQL-looking input as data', async () => {
    const res = await t.get("/api/store/partners/?slug=x'%20or%201=1--");
    expect(res.status).toBe(400);
    const login = await t.call('POST', '/api/auth/users/login/', {
      body: { username: "' OR 1=1 --", password: 'x' },
    });
    expect(login.body).toEqual({ detail: 'Usuário ou senha incorreto.' });
  });

  it('serves repeated anonymous catalog reads from the short cache, never authenticated ones', async () => {
    const path = '/api/store/pb/ana-souza/product/1/';
    await t.get(path);
    const second = await t.get(path);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.body.id).toBe(1);
    const token = await t.login('joao.silva@exemplo.com.br', 'Cliente2026');
    expect((await t.get(path, token)).headers.get('x-cache')).toBeNull();
    expect((await t.get('/api/store/pb/ninguem/product/1/')).status).toBe(404);
    expect((await t.get('/api/store/pb/ninguem/product/1/')).headers.get('x-cache')).toBeNull();
  });
});
