import { digitsOf } from '../src/core/format/digits.ts';
import { DESKTOP, expect, expectNoA11yViolations, JOURNEY, liveDialog, PHONE, test } from './fixtures.ts';
import { expectFocusAlwaysVisible } from './focus-helpers.ts';
import {
  bankerLastOrders,
  fillDefaultStep,
  fillScheduling,
  isOrderPost,
  logInNewCustomer,
  orderBody,
  randomCnpj,
  routeSandboxToServer,
  SCHEDULED_DATE,
  STORE,
  startRequest,
  visitor,
} from './requests-helpers.ts';

// Long flows run on the lite offices brand and one full-plan brand.

test.describe('requesting products', { tag: JOURNEY.orders }, () => {
  // Whole request flows (sign-up, several steps, the partner page) on a shared 2-core machine.
  test.describe.configure({ timeout: 60_000 });

  test('a visitor requests a DEFAULT product, passes the e-mail check, signs up and the order is stored', async ({
    page,
    request,
  }) => {
    const person = visitor();
    await startRequest(page, '/emprestimos/71');

    const check = liveDialog(page, 'Solicitação de Produto');
    await check.getByLabel('E-mail').fill(person.email);
    await check.getByRole('button', { name: /continuar/i }).click();

    const order = page.getByRole('dialog', { name: 'Cadastro' });
    await expect(order.getByLabel('E-mail')).toHaveValue(person.email);
    const next = order.getByRole('button', { name: 'Continuar' });
    await fillDefaultStep(order, { fullName: person.fullName, cpf: person.cpf, birthday: person.birthday });
    await expect(next).toBeDisabled();
    await order.getByLabel('Celular').fill(person.phone);
    await expect(next).toBeEnabled();
    await expectNoA11yViolations(page);

    const posted = page.waitForRequest(isOrderPost);
    const answered = page.waitForResponse((response) => isOrderPost(response.request()));
    await next.click();
    const body = orderBody(await posted);
    const answer = (await (await answered).json()) as { order_id: number; url: string };

    // The success step of a DEFAULT product closes with 'Fechar'.
    const done = page.getByRole('dialog', { name: 'Confirmação de dados' });
    await expect(done.getByText('Solicitação enviada!')).toBeVisible();
    await expect(done.locator('button', { hasText: 'Fechar' })).toBeVisible();
    await expect(page.getByRole('button', { name: person.fullName })).toBeVisible();

    // Payload of docs/entities.md: customer, product, banker and the form fields as the calls carry them.
    expect(body).toMatchObject({
      product: 71,
      full_name: person.fullName,
      email: person.email,
      cpf: digitsOf(person.cpf),
      principal_contact: '51 - 998765432',
      birthday: '1990-03-20',
      terms: true,
    });
    expect(typeof body.customer).toBe('number');
    expect(typeof body.personal_banker).toBe('number');
    expect(new URL(page.url()).pathname).toBe(`${STORE}/emprestimos/71`);

    // The order is stored: the banker's analytics lists it with the new customer.
    const stored = (await bankerLastOrders(request)).find((o) => o.id === answer.order_id);
    expect(stored).toMatchObject({
      product: 'Consignado INSS',
      lead: { id: body.customer, full_name: person.fullName },
    });

    await done.locator('button', { hasText: 'Fechar' }).click();
    await expect(done).toBeHidden();
  });

  // Requesting the same product twice ("Rápido demais, relaxe!"): the refusal is held by
  // services/ordering/orders.test.ts ('repeated orders'), its dialog by src/features/ordering/stores/order.test.ts and
  // src/features/ordering/requesting/request-errors.test.ts.

  test('a REDIRECT product (through its redirect product and the cards page) lands on the partner page', async ({
    page,
    request,
    baseURL,
  }) => {
    await logInNewCustomer(page, request, baseURL as string);
    await routeSandboxToServer(page, baseURL as string);
    // Product 300 hands over to product 17, a card of the card issuer: the cards request page.
    await startRequest(page, '/cartoes-de-credito/300');
    await expect(page).toHaveURL(/\/pb\/ana-souza\/cartoes\/ipe-cartoes$/);
    await expect(page.getByRole('heading', { name: 'Cartão Ipê Platinum', level: 1 })).toBeVisible();
    await expect(page.getByText('Ipê Cartões', { exact: true })).toBeVisible();
    const form = page.getByRole('region', { name: 'Confirmação de dados' });
    await fillDefaultStep(form, {});
    await expectNoA11yViolations(page);
    const posted = page.waitForRequest(isOrderPost);
    await form.getByRole('button', { name: 'Continuar' }).click();
    expect(new URL((await posted).url()).pathname).toBe('/api/checkout/creditcard/v1/order/');
    await expect(page.getByRole('heading', { name: 'Sua solicitação chegou ao parceiro' })).toBeVisible();
    await expect(page.getByText('Cartão Ipê Platinum')).toBeVisible();
  });

  test('a TABLE product of Seguros goes through the extra step and the scheduling', async ({
    page,
    request,
    baseURL,
  }) => {
    await logInNewCustomer(page, request, baseURL as string);
    await startRequest(page, '/seguros-e-protecao/29');
    await expect(page).toHaveURL(/\/seguros\/nnseg$/);
    const form = page.getByRole('region', { name: 'Confirmação de dados' });
    await fillDefaultStep(form, {});
    await form.getByRole('button', { name: 'Continuar' }).click();

    // NN Seg, personal insurance: exactly these extra fields (docs/validation-and-errors.md#validation-rules).
    const extra = form.getByRole('form', { name: 'Dados complementares' });
    await expect(extra.getByRole('combobox')).toHaveCount(4);
    await expect(extra.getByLabel('Data de nascimento')).toHaveValue('15/05/1988');
    await extra.getByLabel('Estado civil').selectOption('Casado(a)');
    await extra.getByLabel('Categoria profissional').selectOption('Autônomo');
    await extra.getByLabel('Renda mensal').selectOption('De R$ 5.000 a R$ 9.999');
    await extra.getByLabel('Número de dependentes').selectOption('2');
    await extra.getByRole('button', { name: 'Continuar' }).click();

    // The slots offered and 'Continuar' locked until complete: src/features/ordering/islands/SchedulingForm.test.tsx.
    const scheduling = page.getByRole('region', { name: 'Agendamento de contato' });
    await fillScheduling(scheduling);
    const posted = page.waitForRequest(isOrderPost);
    await scheduling.getByRole('button', { name: 'Continuar' }).click();
    expect(orderBody(await posted)).toMatchObject({
      product: 29,
      marital: 'Casado(a)',
      professional_type: 'Autônomo',
      monthly_income: 'De R$ 5.000 a R$ 9.999',
      people_range: '2',
      date: SCHEDULED_DATE,
      morning: { start: '08:00', end: '10:00' },
      afternoon: { start: '13:00', end: '18:00' },
    });
    const success = page.getByRole('region', { name: 'Confirmação de dados' });
    await expect(success.getByText('Solicitação enviada!')).toBeVisible();
    await expect(success.locator('button', { hasText: 'Fechar' })).toBeVisible();
  });

  test('an APP business product asks for the company and shows the QR screen on a desktop', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize(DESKTOP);
    await logInNewCustomer(page, request, baseURL as string);
    await startRequest(page, '/contas-digitais/406');
    const order = page.getByRole('dialog', { name: 'Confirmação de dados' });
    await fillDefaultStep(order, {});
    await order.getByRole('button', { name: 'Continuar' }).click();

    // pj: the company name and its CNPJ, and nothing else.
    const extra = order.getByRole('form', { name: 'Dados complementares' });
    await expect(extra.getByRole('textbox')).toHaveCount(2);
    await extra.getByLabel('Nome da empresa').fill('Padaria Boa Massa Ltda');
    const cnpj = randomCnpj();
    await extra.getByLabel('CNPJ').fill(cnpj);
    await expect(extra.getByLabel('CNPJ')).toHaveValue(
      `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`,
    );
    await extra.getByRole('button', { name: 'Continuar' }).click();

    const scheduling = page.getByRole('dialog', { name: 'Agendamento de contato' });
    await fillScheduling(scheduling);
    const posted = page.waitForRequest(isOrderPost);
    await scheduling.getByRole('button', { name: 'Continuar' }).click();
    expect(orderBody(await posted)).toMatchObject({ social_name: 'Padaria Boa Massa Ltda', cnpj });

    await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/pb\/ana-souza\/qrcode$/);
    await expect(page.getByRole('heading', { name: 'Obrigado!' })).toBeVisible();
    const qr = page.locator('img[src^="data:image/png;base64,"]');
    await expect(qr).toBeVisible();
  });

  test('product 6 opens the QR-code modal with the code to download the app', async ({
    page,
    request,
    baseURL,
  }) => {
    await logInNewCustomer(page, request, baseURL as string);
    await startRequest(page, '/contas-digitais/6');
    const modal = page.getByRole('dialog', { name: 'Baixe o aplicativo' });
    // A new customer has no consent on record at this store: the modal asks before the order.
    // 'Continuar' locked until both boxes are ticked: src/features/ordering/islands/QrCodeModal.test.tsx.
    const next = modal.getByRole('button', { name: 'Continuar' });
    await modal.getByLabel(/Li e aceito/).check();
    await modal.getByLabel(/Autorizo o compartilhamento/).check();
    await next.click();
    await expect(modal.getByRole('img', { name: /Código QR/ })).toBeVisible();
    await expectNoA11yViolations(page);
    await expectFocusAlwaysVisible(page, 10);
  });
});

test.describe('requesting products on a phone', { tag: JOURNEY.orders }, () => {
  test.describe.configure({ timeout: 60_000 });
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('an APP product goes to the partner url on a touch phone', async ({ page, request, baseURL }) => {
    await logInNewCustomer(page, request, baseURL as string);
    await routeSandboxToServer(page, baseURL as string);
    await startRequest(page, '/contas-digitais/414');
    const order = page.getByRole('dialog', { name: 'Confirmação de dados' });
    await fillDefaultStep(order, {});
    await order.getByRole('button', { name: 'Continuar' }).click();
    await order.getByLabel('Nome da empresa').fill('Oficina Rápida Ltda');
    await order.getByLabel('CNPJ').fill(randomCnpj());
    await order.getByRole('button', { name: 'Continuar' }).click();
    await fillScheduling(page.getByRole('dialog', { name: 'Agendamento de contato' }));
    await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Sua solicitação chegou ao parceiro' })).toBeVisible();
  });
});

// The order form locked until it is complete ('CPF Inválido' on leaving the field, both consents,
// Escape closing it) is held by src/features/ordering/islands/OrderModal.test.tsx; the visitor reaching
// 'Cadastro' past the e-mail check, by the first test of this file.
