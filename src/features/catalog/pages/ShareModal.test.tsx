// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $banker, $pb } from '../../../core/context/store-context.ts';
import type { BankerProfileAnswer } from '../../../core/contract/auth.ts';
import { $modals, clearModals, openModal } from '../../../core/modals/modals.ts';
import { ShareModal } from './ShareModal.tsx';

// The addresses themselves are src/features/catalog/rules/share-links.test.ts's; here what the modal does with
// them. The dialog's 600 px width and axe stay in the browser (tests/browse.spec.ts).

const opened: unknown[][] = [];

beforeEach(() => {
  opened.length = 0;
  vi.spyOn(window, 'open').mockImplementation((...args: unknown[]) => {
    opened.push(args);
    return null;
  });
  $pb.set('ana-souza');
  $banker.set({ person: { nickname: 'Ana', full_name: 'Ana Souza' } } as unknown as BankerProfileAnswer);
});
afterEach(() => {
  cleanup();
  clearModals();
  vi.restoreAllMocks();
  $banker.set(null);
});

async function openShare() {
  render(<ShareModal />);
  await act(async () => openModal('share'));
  return screen.findByRole('heading', { name: 'Compartilhar' });
}

describe("'Compartilhar'", () => {
  it('offers the four networks; the three social ones open a 600x600 popup, e-mail a mailto link', async () => {
    await openShare();
    const store = `${window.location.origin}/s/ana-souza`;
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Facebook', 'LinkedIn', 'WhatsApp', 'E-mail']);
    expect(screen.getByRole('link', { name: 'E-mail' }).getAttribute('href')).toBe(
      `mailto:?subject=${encodeURIComponent('Loja de Ana')}&body=${encodeURIComponent(store)}`,
    );
    for (const name of ['Facebook', 'LinkedIn', 'WhatsApp']) {
      // The click is cancelled: the popup replaces the link's own navigation.
      expect(fireEvent.click(screen.getByRole('link', { name }))).toBe(false);
    }
    expect(fireEvent.click(screen.getByRole('link', { name: 'E-mail' }))).toBe(true);
    expect(opened.map(([url]) => String(url).split('?')[0])).toEqual([
      'https://www.facebook.com/sharer/sharer.php',
      'https://www.linkedin.com/sharing/share-offsite/',
      'https://api.whatsapp.com/send',
    ]);
    expect(opened[0]?.[0]).toContain(encodeURIComponent(store));
    for (const call of opened) expect(call[2]).toContain('width=600,height=600');
  });

  it("copies the store's address and says 'Link copiado!'; Escape closes and forgets it", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openShare();
    const address = screen.getByRole('textbox', { name: 'Endereço da loja' }) as HTMLInputElement;
    expect(address.value).toBe(`${window.location.origin}/s/ana-souza`);
    expect(address.readOnly).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copiar link' })));
    expect(writeText).toHaveBeenCalledWith(address.value);
    expect(screen.getByRole('status').textContent).toBe('Link copiado!');

    await act(async () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
    expect($modals.get().share).toBe(false);
    await act(async () => openModal('share'));
    expect((await screen.findByRole('status')).textContent).toBe('');
  });
});
