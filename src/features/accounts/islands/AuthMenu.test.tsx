// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { headerLinks } from '../../../core/brand/header-links.ts';
import { AuthMenu } from './AuthMenu.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the header corner', () => {
  it('hydrates the markup it was built with: the drawer and the login drawn with the page stay the same elements', async () => {
    const links = headerLinks([{ label: 'Blog', href: 'https://blog.exemplo.com.br/' }]);
    const host = document.createElement('div');
    host.innerHTML = renderToString(<AuthMenu links={links} />);
    document.body.append(host);
    const drawer = host.querySelector('#account-drawer');
    const login = host.querySelector('#login-first-paint');
    expect(drawer).not.toBeNull();
    expect(login).not.toBeNull();
    // A white-label company's items, written by the page's scripts before the island hydrates.
    const holder = drawer?.querySelector('[data-company-header-items]');
    holder?.append(
      Object.assign(document.createElement('a'), { href: '/quem-somos', textContent: 'Quem somos' }),
    );
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(host, <AuthMenu links={links} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors.map(String)).toEqual([]);
    expect(host.querySelector('#account-drawer')).toBe(drawer);
    expect(host.querySelector('#login-first-paint')).toBe(login);
    expect(host.querySelector('[data-company-header-items]')?.textContent).toBe('Quem somos');
  });
});
