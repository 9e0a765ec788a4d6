/** The data-sharing consent of one request (the services record it with the order). */
export function ShareConsentText() {
  return <>Autorizo o compartilhamento dos meus dados com a instituição parceira para esta solicitação.</>;
}
