import { ROOT_REDIRECT } from './guards.ts';
import { OFFICE_EDITION_ONLY, ROUTES_BY_PRECEDENCE, type RouteDef, shellFile } from './route-table.ts';

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
  return `# Generated from src/routes/route-table.ts by the build. Do not edit.\n${lines.join('\n')}\n`;
}

function pathRegex(path: string): string {
  const body = path
    .split('/')
    .filter(Boolean)
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^/${body}/?$`;
}

/** nginx `server` snippet: include it inside the server block whose root is the brand folder. */
export function nginxSnippet(options: RewriteOptions): string {
  const out = ['# Generated from src/routes/route-table.ts by the build. Do not edit.'];
  out.push('error_page 404 /404.html;');
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

export type { RouteDef };
