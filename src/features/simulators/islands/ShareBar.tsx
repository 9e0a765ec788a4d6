import { useState } from 'react';
import { useStore } from '../../../core/browser/use-store.ts';
import { Button } from '../../../core/ui/Button.tsx';
import { TitledSection } from '../../../core/ui/TitledSection.tsx';
import { $mailStatus } from '../stores/real-estate-simulator.ts';

const SHARE_TEXT = 'Veja esta simulação de financiamento imobiliário:';

/**
 * 'Enviar por WhatsApp / e-mail / copiar link' with the link that reopens the simulation, and
 * 'Receber por e-mail' through the automation service.
 */
export function ShareBar({ link, onMail }: { link: string; onMail: () => void }) {
  const mail = useStore($mailStatus);
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Link copiado.');
    } catch {
      setCopied('Não foi possível copiar. Copie o link abaixo.');
    }
  };
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${SHARE_TEXT} ${link}`)}`;
  const email = `mailto:?subject=${encodeURIComponent('Simulação de financiamento imobiliário')}&body=${encodeURIComponent(`${SHARE_TEXT}\n${link}`)}`;
  return (
    <TitledSection
      id="share-title"
      title="Compartilhar esta simulação"
      className="rounded-lg bg-white p-5 shadow-sm"
      titleClassName="text-lg font-bold text-gray-900"
    >
      <p className="mt-1 text-sm text-gray-700">
        O link abre a mesma simulação, com as ofertas calculadas de novo.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a className="btn-outline" href={whatsapp} target="_blank" rel="noopener noreferrer">
          Enviar por WhatsApp
        </a>
        <a className="btn-outline" href={email}>
          Enviar por e-mail
        </a>
        <Button variant="outline" onClick={() => void copy()}>
          Copiar link
        </Button>
        <Button onClick={onMail} loading={mail.state === 'sending'}>
          Receber por e-mail
        </Button>
      </div>
      <label className="mt-3 flex flex-col gap-1 text-sm text-gray-800">
        Link da simulação
        <input
          readOnly
          value={link}
          className="rounded-md border border-gray-400 bg-gray-50 px-3 py-2 text-gray-900"
          data-share-link
        />
      </label>
      <p role="status" className="mt-2 min-h-5 text-sm text-gray-800">
        {copied ?? ('message' in mail ? mail.message : '')}
      </p>
    </TitledSection>
  );
}
