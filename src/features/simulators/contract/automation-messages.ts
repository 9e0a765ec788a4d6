/**
 * What the automation service (src/features/simulators/contract/automation.ts) answers in words. Plain data with no schema
 * library, so the simulator's island can show them without shipping the contract's schemas.
 */
export const AUTOMATION_MESSAGES = {
  sent: 'Simulações enviadas por e-mail.',
  creditSent: 'Solicitação de crédito imobiliário enviada.',
  notYours: 'As simulações só podem ser enviadas para o seu próprio e-mail.',
  notYourCustomer: 'As simulações só podem ser enviadas para os seus clientes.',
  simulationNotFound: 'Simulação não encontrada.',
} as const;
