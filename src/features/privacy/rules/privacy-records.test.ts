import { describe, expect, it } from 'vitest';
import { CONSENT_ACTIONS } from '../contract/privacy.ts';
import { CONSENT_ACTION_LABELS, profileLine, recordLine } from './privacy-records.ts';

describe("'Meus dados' records", () => {
  it('names every action the services record, each with a label of its own', () => {
    const actions = Object.values(CONSENT_ACTIONS);
    expect(Object.keys(CONSENT_ACTION_LABELS).sort()).toEqual([...actions].sort());
    const labels = actions.map(
      (action) =>
        recordLine({ action, created_at: '2026-11-22T12:30:00', tos_version: 'v1.0.0', details: {} }).label,
    );
    expect(labels).toEqual(actions.map((action) => CONSENT_ACTION_LABELS[action]));
    // A label is a sentence in pt-BR, never the action's code shown as it is.
    for (const [index, label] of labels.entries()) expect(label).not.toBe(actions[index]);
    expect(new Set(labels).size).toBe(actions.length);
  });

  it('shows the date, the terms version, the order and the cookie categories', () => {
    const order = recordLine({
      action: 'create_order',
      created_at: '2026-11-22T12:30:00',
      tos_version: 'v2.0.0',
      details: { order_id: 41, data_sharing: true },
    });
    expect(order).toEqual({
      label: 'Solicitação de produto: termos aceitos e compartilhamento de dados autorizado',
      when: '22/11/2026 às 12:30',
      facts: ['Termos v2.0.0', 'Pedido nº 41'],
    });
    const cookies = recordLine({
      action: 'cookie_consent',
      created_at: '2026-11-22T08:05:00',
      tos_version: 'v1.0.0',
      details: { categories: ['necessary', 'analytics'] },
    });
    expect(cookies.facts).toContain('Categorias: necessários, analíticos');
  });

  it('shows what a look-up allowed and its withdrawal, and each kept profile with its scores', () => {
    const consent = recordLine({
      action: 'offers_consent',
      created_at: '2026-12-01T10:00:00',
      tos_version: 'v1.0.0',
      details: {
        bureaus: ['serasa', 'quod', 'bmp'],
        valid_until: '2026-12-08',
        withdrawn_at: '2026-12-02T09:00:00',
      },
    });
    expect(consent.facts).toEqual([
      'Termos v1.0.0',
      'Birôs: serasa, quod, bmp',
      'Vale até 08/12/2026',
      'Retirado em 02/12/2026',
    ]);
    const check = recordLine({
      action: 'identity_check',
      created_at: '2026-12-01T10:00:00',
      tos_version: 'v1.0.0',
      details: { bureau: 'serasa', result: 'mismatch' },
    });
    expect(check.facts).toEqual(['Termos v1.0.0', 'Birô serasa', 'dados não conferem']);
    const profile = profileLine({
      store: 'ana-souza',
      looked_up_at: '2026-12-01T10:00:00',
      monthly_income: 6000,
      other_instalments: 300,
      loan_purpose: null,
      bureaus: [
        { service: 'serasa', status: 'ok', score: 712, risk: 'baixo' },
        { service: 'quod', status: 'indisponivel' },
      ],
    });
    expect(profile.title).toBe('Loja ana-souza, 01/12/2026 às 10:00');
    expect(profile.facts.map((fact) => fact.replace(/\s/g, ' '))).toEqual([
      'Renda mensal R$ 6.000,00',
      'Outras parcelas R$ 300,00',
      'serasa: score 712',
      'quod: indisponível',
    ]);
  });
});
