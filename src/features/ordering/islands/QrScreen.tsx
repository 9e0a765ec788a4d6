import { useEffect } from 'react';
import { useClientStore } from '../../../core/brand/hooks.ts';
import { env } from '../../../core/browser/environment.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { $pb } from '../../../core/context/store-context.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import { $qrParams, qrImageSrc } from './qr-params.ts';

const STORES = [
  { label: 'Baixar na App Store', href: 'https://apps.apple.com/br/' },
  { label: 'Baixar no Google Play', href: 'https://play.google.com/store/apps' },
];

/**
 * 'Obrigado!' (docs/ordering.md#qr-code-screen): the last step of a request that finishes in the partner's app. With
 * qrcode 'sim' the app-store links are offered; otherwise the QR code is shown and the links are off.
 */
export function QrScreen() {
  const pb = useStore($pb) ?? '';
  const params = useClientStore($qrParams, null);
  useEffect(() => {
    // Without a QR code there is nothing to finish here (docs/ordering.md#qr-code-screen).
    if (params && !params.qrcode && pb) env().navigate(pathFor('home', { pb }), 'replace');
  }, [params, pb]);
  if (!params?.qrcode) {
    return (
      <div className="mx-auto min-h-screen max-w-xl px-4 py-12" aria-busy="true">
        <div className="skeleton mx-auto h-9 w-40" />
        <div className="skeleton mx-auto mt-4 h-16 w-full" />
        <div className="skeleton mx-auto mt-6 h-48 w-48" />
      </div>
    );
  }
  const download = params.qrcode === 'sim';
  return (
    <div className="mx-auto flex min-h-screen max-w-xl flex-col items-center px-4 py-12 text-center">
      <h1 className="text-3xl font-bold text-gray-900">Obrigado!</h1>
      <p className="mt-4 text-gray-800">
        {`Este é o último passo da solicitação de ${params.label}. Para finalizar, é preciso baixar o aplicativo do parceiro.`}
      </p>
      {download ? (
        <p className="mt-4 text-gray-800">
          Baixe o aplicativo na loja do seu celular e conclua a contratação por lá.
        </p>
      ) : (
        <img
          src={qrImageSrc(params.qrcode)}
          alt={`QR code para baixar o aplicativo (${params.label})`}
          width={200}
          height={200}
          className="mt-6 h-[200px] w-[200px]"
        />
      )}
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        {STORES.map((store) => (
          <li key={store.href}>
            {download ? (
              <a className="btn-outline" href={store.href} target="_blank" rel="noopener noreferrer">
                {store.label}
              </a>
            ) : (
              <span className="btn-outline cursor-not-allowed opacity-50" aria-disabled="true">
                {store.label}
              </span>
            )}
          </li>
        ))}
      </ul>
      <a className="btn-primary mt-8" href={pathFor('home', { pb })}>
        Voltar
      </a>
    </div>
  );
}
