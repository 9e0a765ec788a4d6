import { expect, expectNoA11yViolations, JOURNEY, SCREENS, test } from './fixtures.ts';
import { logInNewCustomer, startRequest } from './requests-helpers.ts';

// A logged-in customer's order carries the account's identity (name, birthday, CPF): the
// order form shows them locked, and 'editar dados' is where they change.
// Sign-up through the services and two dialogs on a shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

for (const [label, viewport] of SCREENS) {
  test(
    `a logged-in customer sees the account's name, birthday and CPF locked in the order (${label})`,
    { tag: JOURNEY.orders },
    async ({ page, request, baseURL }, testInfo) => {
      await page.setViewportSize(viewport);
      await logInNewCustomer(page, request, baseURL as string);
      await startRequest(page, '/emprestimos/72');

      const order = page.getByRole('dialog', { name: 'Confirmação de dados' });
      await expect(order.getByLabel('Nome completo')).toHaveValue('Rafael Pedido Teste');
      await expect(order.getByLabel('Nome completo')).toBeDisabled();
      await expect(order.getByLabel('Data de nascimento')).toHaveValue('15/05/1988');
      await expect(order.getByLabel('Data de nascimento')).toBeDisabled();
      await expect(order.getByLabel('CPF')).toBeDisabled();
      await expect(order.getByLabel('Celular')).toBeEnabled();
      await expectNoA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`order-identity-${label}.png`) });

      await order.getByRole('button', { name: 'editar dados' }).click();
      await expect(order).toBeHidden();
      const edit = page.getByRole('dialog', { name: 'Dados Cadastrais' });
      await expect(edit.getByLabel('Nome completo')).toHaveValue('Rafael Pedido Teste');
    },
  );
}
