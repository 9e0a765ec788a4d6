// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $marketplace } from '../core/context/store-context.ts';
import type { MarketplaceAnswer } from '../core/contract/store.ts';
import { PLAIN_MARKETPLACE } from '../core/format/test-fixtures.ts';
import { isolateDialogTests } from '../core/modals/dialog-test-env.ts';
import { openModal } from '../core/modals/modals.ts';
import { NotFoundModal } from './NotFoundModal.tsx';

isolateDialogTests();
afterEach(() => $marketplace.set(null));

describe('banker-not-found modal (docs/routes-and-guards.md#modals, docs/validation-and-errors.md#error-catalogue)', () => {
  it("shows 'Ops... algo deu errado' and names the store's occupation", async () => {
    $marketplace.set({
      ...PLAIN_MARKETPLACE,
      whitelabel: true,
      occupation: 'Consultor',
      occupationPlural: 'Consultores',
      companyName: 'Atlântica',
    } as unknown as MarketplaceAnswer);
    render(<NotFoundModal />);
    expect(screen.queryByText('Ops... algo deu errado')).toBeNull();
    await act(async () => openModal('notFound', {}));
    expect(await screen.findByRole('heading', { name: 'Ops... algo deu errado' })).toBeTruthy();
    expect(screen.getByText('Entre em contato com seu Consultor para mais informações.')).toBeTruthy();
  });
});
