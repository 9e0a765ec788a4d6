import { describe, expect, it } from 'vitest';
import { givenValues } from './field-values.ts';
import { bankerNotice, customerConfirmation, digestMessage, escapeHtml, whatsAppLink } from './messages.ts';

const store = {
  banker: { fullName: 'Ana Souza', email: 'ana@exemplo.com.br', phone: '(51) 99876-5432' },
  slug: 'ana-souza',
  companyName: null,
};
const customer = { fullName: 'João <b>Silva</b>', email: 'joao@exemplo.com.br', phone: '(11) 98765-4321' };

describe('notification messages', () => {
  it('links the customer on WhatsApp with an encoded pt-BR message naming the product', () => {
    const link = whatsAppLink('(11) 98765-4321', 'Olá! Sobre Crédito & Cia?');
    expect(link).toBe(`https://wa.me/5511987654321?text=${encodeURIComponent('Olá! Sobre Crédito & Cia?')}`);
    expect(whatsAppLink(null, 'x')).toBeNull();
    expect(whatsAppLink('123', 'x')).toBeNull();
  });

  it("escapes the customer's text in the HTML part and keeps each value on one line", () => {
    const notice = bankerNotice({
      kind: 'order',
      store,
      customer,
      product: 'Empréstimo "Fácil"',
      values: [['Finalidade', 'Reforma\nVisite <a href="x">aqui</a>']],
      origin: 'https://loja.exemplo',
    });
    expect(notice.message.html).not.toContain('<b>');
    expect(notice.message.html).toContain('João &lt;b&gt;Silva&lt;/b&gt;');
    expect(notice.message.html).toContain('&lt;a href=&quot;x&quot;&gt;');
    expect(notice.message.text).toContain('Finalidade: Reforma Visite <a href="x">aqui</a>');
    expect(notice.message.text).toContain(
      'Veja tudo no Analytics: https://loja.exemplo/pb/ana-souza/analytics',
    );
    const link = /https:\/\/wa\.me\/5511987654321\?text=(\S+)/.exec(notice.message.text)?.[1] ?? '';
    expect(decodeURIComponent(link)).toBe(
      'Olá, João! Aqui é Ana Souza. Recebi a sua solicitação de Empréstimo "Fácil" e vou ajudar você a seguir com ela.',
    );
    expect(notice.line).toBe(
      'Novo pedido de Empréstimo "Fácil": João <b>Silva</b> (joao@exemplo.com.br, (11) 98765-4321)',
    );
  });

  it('a white-label store signs with its company; the provider’s stores sign nothing', () => {
    const input = {
      store,
      customer,
      product: 'Cartão',
      kind: 'order' as const,
      origin: 'https://loja.exemplo',
    };
    expect(customerConfirmation(input).text).not.toContain('Atlântica');
    const whiteLabel = customerConfirmation({
      ...input,
      store: { ...store, companyName: 'Atlântica Consultoria Financeira' },
    });
    expect(whiteLabel.text.trim().endsWith('Atlântica Consultoria Financeira')).toBe(true);
    expect(whiteLabel.text).toContain(
      'Acompanhe em Minhas solicitações: https://loja.exemplo/pb/ana-souza/minhas-solicitacoes',
    );
    expect(whiteLabel.text).toContain('WhatsApp: (51) 99876-5432');
  });

  it('the summary lists one line per event with its WhatsApp link', () => {
    const mail = digestMessage({
      store,
      day: '2026-03-09',
      events: [
        {
          line: 'Novo lead na sua loja: <i>X</i>',
          whatsapp: 'https://wa.me/5511987654321?text=Ol%C3%A1',
          request: null,
        },
        { line: 'Novo pedido de Cartão: Y', whatsapp: null, request: 'order-42' },
        // A value that names no request (an older row's, a damaged one) links nowhere.
        { line: 'Novo pedido de Conta: Z', whatsapp: null, request: 'order-<script>' },
      ],
      origin: 'https://loja.exemplo',
    });
    expect(mail.subject).toBe('Resumo de 09/03/2026: 3 novidades na sua loja');
    expect(mail.text).toContain(
      '- Novo lead na sua loja: <i>X</i>\n  WhatsApp: https://wa.me/5511987654321?text=Ol%C3%A1',
    );
    expect(mail.text).toContain(
      '- Novo pedido de Cartão: Y\n  Abra a solicitação no Analytics, com a mensagem pronta: https://loja.exemplo/pb/ana-souza/analytics?solicitacao=order-42\n- Novo pedido de Conta: Z\n',
    );
    expect(mail.html).not.toContain('script');
    expect(mail.html).toContain(escapeHtml('<i>X</i>'));
  });

  it('lists the labelled values a customer gave, amounts in reais', () => {
    expect(givenValues({ loan_value: 15000, term: 24, terms: true, cpf: '1', purpose: ' Reforma ' })).toEqual(
      [
        ['Valor do empréstimo', 'R$ 15.000,00'],
        ['Prazo (meses)', '24'],
        ['Finalidade', 'Reforma'],
      ],
    );
  });
});
