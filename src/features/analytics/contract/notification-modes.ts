/**
 * How a banker hears of new orders, leads and solicitations (docs/analytics.md#notifications): plain data shared by the
 * contract, the services and the Analytics island. These texts are our own.
 */
export const NOTIFICATION_MODES = ['imediato', 'resumo_diario', 'desligado'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

/** A banker without a stored choice hears of each request at once. */
export const DEFAULT_NOTIFICATION_MODE: NotificationMode = 'imediato';

/** Labels of the Analytics settings control (our own texts). */
export const NOTIFICATION_MODE_LABELS: Record<NotificationMode, string> = {
  imediato: 'A cada nova solicitação',
  resumo_diario: 'Um resumo por dia',
  desligado: 'Desligados',
};

/** Texts of the settings control and its call (our own texts). */
export const NOTIFICATION_MESSAGES = {
  title: 'Avisos por e-mail',
  intro: 'Como você quer saber de novos pedidos, leads e solicitações da sua loja.',
  saved: 'Preferência salva.',
  saveFailed: 'Não foi possível salvar a preferência. Tente novamente.',
  loadFailed: 'Não foi possível carregar a preferência.',
  invalidMode: 'Escolha uma das opções: imediato, resumo_diario ou desligado.',
} as const;
