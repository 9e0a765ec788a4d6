import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, fillTemplate, fillText, templateProblem } from './contact-templates.ts';

const FILL = { firstName: 'Carla', product: 'Produto 1', bankerName: 'Ana Souza', bankerTitle: 'advisor' };

describe('the contact templates', () => {
  it('fill the four fields only, the title the store gives its bankers', () => {
    expect(fillTemplate('first_contact', FILL)).toEqual({
      subject: 'Sua solicitação de Produto 1',
      text: 'Olá, Carla! Aqui é Ana Souza, advisor. Recebi a sua solicitação de Produto 1 e vou ajudar você a seguir com ela.',
    });
    expect(fillText('Oi {cliente}, {cpf} e {renda} ficam como estão.', FILL)).toBe(
      'Oi Carla, {cpf} e {renda} ficam como estão.',
    );
    expect(fillText('{toString} {constructor}', FILL)).toBe('{toString} {constructor}');
  });

  it("greet without a name when the customer gave none, and use the store's own text when it keeps one", () => {
    expect(fillText('Olá, {cliente}! Tudo bem?', { ...FILL, firstName: '' })).toBe('Olá! Tudo bem?');
    expect(fillTemplate('follow_up', FILL, '{cliente}, sua proposta de {produto} saiu.').text).toBe(
      'Carla, sua proposta de Produto 1 saiu.',
    );
  });

  it("refuse a store's text that names another field, is empty or too long", () => {
    expect(templateProblem('Olá, {cliente}! Sou {assessor}, {titulo}, sobre {produto}.')).toBeNull();
    expect(templateProblem('Seu CPF {cpf}')).toBe(CONTACT_MESSAGES.templateField);
    expect(templateProblem('Chave solta { aqui')).toBe(CONTACT_MESSAGES.templateField);
    expect(templateProblem('{toString}')).toBe(CONTACT_MESSAGES.templateField);
    expect(templateProblem('   ')).toBe(CONTACT_MESSAGES.templateEmpty);
    expect(templateProblem('x'.repeat(501))).toBe(CONTACT_MESSAGES.templateTooLong);
  });
});
