import { useState } from 'react';
import { Button } from '../../../../core/ui/Button.tsx';
import type { DeskContactAnswer } from '../../contract/desk.ts';
import {
  CONTACT_CHANNEL_LABELS as CHANNEL_LABELS,
  CONTACT_MESSAGES,
  CONTACT_TEMPLATE_KEYS,
  CONTACT_TEMPLATES,
  type ContactChannel,
  type ContactTemplateKey,
} from '../../rules/contact-templates.ts';
import { formatMoment } from '../../rules/request-view.ts';
import { contactCustomer } from '../../stores/desk.ts';
import { failureText } from '../../stores/requests.ts';

/**
 * Contact in one tap: each template by WhatsApp or e-mail. The services fill the message and
 * record the contact; WhatsApp opens in a window opened at the tap (so no pop-up blocker stops it).
 */
export function ContactButtons({ hasPhone, contacts }: { hasPhone: boolean; contacts: DeskContactAnswer[] }) {
  const [error, setError] = useState('');
  const contact = async (channel: ContactChannel, template: ContactTemplateKey) => {
    setError('');
    const chat = channel === 'whatsapp' ? window.open('', '_blank') : null;
    try {
      const href = await contactCustomer(channel, template);
      if (chat) chat.location.href = href;
      else window.location.href = href;
    } catch (failure) {
      chat?.close();
      setError(failureText(failure));
    }
  };
  const channels: ContactChannel[] = hasPhone ? ['whatsapp', 'email'] : ['email'];
  return (
    <section aria-label="Falar com o cliente" className="flex flex-col gap-2">
      <h3 className="font-semibold text-gray-900">Falar com o cliente</h3>
      <ul className="flex flex-col gap-2">
        {CONTACT_TEMPLATE_KEYS.map((template) => (
          <li key={template} className="flex flex-wrap items-center gap-2">
            <span className="min-w-36 text-sm text-gray-800">{CONTACT_TEMPLATES[template].label}</span>
            {channels.map((channel) => (
              <Button
                key={channel}
                variant="outline"
                className="px-3 py-1 text-sm"
                aria-label={`${CHANNEL_LABELS[channel]}: ${CONTACT_TEMPLATES[template].label}`}
                onClick={() => void contact(channel, template)}
              >
                {CHANNEL_LABELS[channel]}
              </Button>
            ))}
          </li>
        ))}
      </ul>
      {hasPhone ? null : <p className="text-sm text-gray-700">{CONTACT_MESSAGES.noPhone}</p>}
      <p role="status" className="text-sm text-red-800">
        {error}
      </p>
      {contacts.length > 0 ? (
        <ul aria-label="Contatos feitos" className="flex flex-col gap-1 text-sm text-gray-800">
          {contacts.map((item) => (
            <li key={`${item.channel}-${item.created_at}`}>
              {CONTACT_TEMPLATES[item.template].label} por {CHANNEL_LABELS[item.channel]} ·{' '}
              {formatMoment(item.created_at)} · Você
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
