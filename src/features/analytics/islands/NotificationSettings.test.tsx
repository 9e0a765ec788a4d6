// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $user } from '../../../core/context/session.ts';
import { SESSION_BANKER } from '../../../core/context/testing/session-banker.ts';
import { setTransport } from '../../../core/transport/api.ts';
import { failure, serveRoutes } from '../../../core/transport/test-helpers.ts';
import { ANALYTICS_ROUTES } from '../contract/analytics-routes.ts';
import { NOTIFICATION_MESSAGES } from '../contract/notification-modes.ts';
import { NotificationSettings } from './NotificationSettings.tsx';

afterEach(() => {
  cleanup();
  $user.set(null);
});

describe('Analytics notification settings', () => {
  it("shows the banker's stored choice and saves a new one for that banker", async () => {
    const saved: unknown[] = [];
    setTransport(
      serveRoutes(
        [
          ANALYTICS_ROUTES.notificationMode,
          ({ id }) => (id === '1001' ? { mode: 'resumo_diario' } : failure(403, {})()),
        ],
        [
          ANALYTICS_ROUTES.setNotificationMode,
          ({ id }, options) => {
            saved.push({ id, body: options.body });
            return options.body;
          },
        ],
      ),
    );
    $user.set(SESSION_BANKER);
    render(<NotificationSettings />);
    expect(screen.getByRole('group', { name: NOTIFICATION_MESSAGES.title })).toBeTruthy();
    const daily = screen.getByRole('radio', { name: 'Um resumo por dia' }) as HTMLInputElement;
    await waitFor(() => expect(daily.checked).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: 'Desligados' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(NOTIFICATION_MESSAGES.saved));
    expect(saved).toEqual([{ id: '1001', body: { mode: 'desligado' } }]);
    expect((screen.getByRole('radio', { name: 'Desligados' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps the stored choice and says so in pt-BR when saving fails', async () => {
    setTransport(
      serveRoutes(
        [ANALYTICS_ROUTES.notificationMode, () => ({ mode: 'imediato' })],
        [ANALYTICS_ROUTES.setNotificationMode, failure(500, {})],
      ),
    );
    $user.set(SESSION_BANKER);
    render(<NotificationSettings />);
    const immediate = screen.getByRole('radio', { name: 'A cada nova solicitação' }) as HTMLInputElement;
    await waitFor(() => expect(immediate.checked).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: 'Um resumo por dia' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(NOTIFICATION_MESSAGES.saveFailed),
    );
    expect(immediate.checked).toBe(true);
  });
});
