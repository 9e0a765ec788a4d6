import { ROOT_REDIRECT } from '../../core/routes/guards.ts';
import { OFFICE_EDITION_ONLY, ROUTES_BY_PRECEDENCE, shellFile } from '../../core/routes/route-table.ts';
import { FRAGMENT_BASE } from '../../features/catalog/contract/fragments.ts';

/** What a host must know about a brand to serve its routes. */
export interface RewriteOptions {
  officeEdition: boolean;
}

/** A host rule: an address shape, what to serve and with which status. */
export interface RewriteRule {
  path: string;
  target: string;
  status: 200 | 302 | 404;
}

/** The rules of a brand's host, most specific first, ending with the catch-all error page. */
export function rewriteRules({ officeEdition }: RewriteOptions): RewriteRule[] {
  const rules: RewriteRule[] = [];
  for (const def of ROUTES_BY_PRECEDENCE) {
    if (def.name === 'root') rules.push({ path: '/', target: ROOT_REDIRECT, status: 302 });
    else if (OFFICE_EDITION_ONLY.includes(def.name) && !officeEdition)
      rules.push({ path: def.path, target: '/404.html', status: 404 });
    else rules.push({ path: def.path, target: shellFile(def.shell), status: 200 });
  }
  rules.push({ path: '/*', target: '/404.html', status: 404 });
  return rules;
}

/** `_redirects` for hosts that read it (static hosts with placeholder rewrites). */
export function redirectsFile(options: RewriteOptions): string {
  const lines = rewriteRules(options).map((r) => `${r.path}  ${r.target}  ${r.status}`);
  return `# Generated from src/core/routes/route-table.ts by the build. Do not edit.\n${lines.join('\n')}\n`;
}

function pathRegex(path: string): string {
  const body = path
    .split('/')
    .filter(Boolean)
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^/${body}/?$`;
}

/** Names the snippet expects from the `http` block around it (services/deploy/nginx.conf defines them). */
export const NGINX_UPSTREAM = 'vitrine_services';
export const NGINX_FRAGMENT_CACHE = 'vitrine_fragments';

/**
 * The shells' server-side includes: each store page's head, first banner and product heading come
 * from the services, briefly; a fragment that fails or is late leaves the shell's stub (the baked
 * title, the grey lines) and the islands paint the page as on a host without includes.
 */
function nginxIncludes(): string[] {
  return [
    'ssi on;',
    'ssi_silent_errors on;',
    `location ^~ ${FRAGMENT_BASE}/ {`,
    `    proxy_pass http://${NGINX_UPSTREAM};`,
    '    proxy_http_version 1.1;',
    '    proxy_set_header Connection "";',
    '    proxy_set_header Host $host;',
    '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
    '    proxy_connect_timeout 300ms;',
    '    proxy_send_timeout 1s;',
    '    proxy_read_timeout 1s;',
    '    proxy_next_upstream error timeout http_502 http_503 http_504;',
    '    proxy_next_upstream_timeout 1s;',
    // One entry per page address: the query of `$request_uri` does not change a fragment.
    `    proxy_cache ${NGINX_FRAGMENT_CACHE};`,
    '    proxy_cache_key $scheme$host$uri;',
    '    proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;',
    '    proxy_cache_background_update on;',
    '    proxy_cache_lock on;',
    '    proxy_cache_lock_timeout 300ms;',
    '    proxy_cache_revalidate on;',
    '    add_header X-Proxy-Cache $upstream_cache_status always;',
    '}',
  ];
}

/**
 * nginx `server` snippet: include it inside the server block whose root is the brand folder, in an
 * `http` block that defines the upstream `vitrine_services` and the cache zone `vitrine_fragments`.
 */
export function nginxSnippet(options: RewriteOptions): string {
  const out = ['# Generated from src/core/routes/route-table.ts by the build. Do not edit.'];
  out.push('error_page 404 /404.html;');
  out.push(...nginxIncludes());
  for (const rule of rewriteRules(options)) {
    if (rule.path === '/*') continue;
    if (rule.path === '/') {
      out.push(`location = / { return 302 ${rule.target}; }`);
      continue;
    }
    const action = rule.status === 404 ? 'return 404;' : `try_files $uri $uri/index.html ${rule.target};`;
    out.push(`location ~ ${pathRegex(rule.path)} { ${action} }`);
  }
  out.push('location / { try_files $uri $uri/ =404; }');
  return `${out.join('\n')}\n`;
}
