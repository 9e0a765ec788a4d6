import { whatsappHref, whatsappOf } from '../context/banker-profile.ts';

/** The banker's WhatsApp, opened in a new tab; nothing when the banker has none. */
export function WhatsAppLink({
  person,
  className,
}: {
  person: Parameters<typeof whatsappOf>[0];
  className: string;
}) {
  const whatsapp = whatsappOf(person);
  if (!whatsapp) return null;
  return (
    <a className={className} href={whatsappHref(whatsapp)} target="_blank" rel="noopener noreferrer">
      WhatsApp: {whatsapp}
    </a>
  );
}
