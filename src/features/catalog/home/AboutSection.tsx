import { useChrome, useClientStore } from '../../../core/brand/hooks.ts';
import { $marketplace } from '../../../core/context/store-context.ts';

const PLACEHOLDER = {
  occupation: { singular: 'especialista', plural: 'especialistas' },
  companyName: 'empresa',
};

/** About the service (docs/README.md#the-product, docs/catalog-and-store.md#home), anchor `openbank`; shown when the marketplace's aboutComponent is on. */
export function AboutSection() {
  const market = useClientStore($marketplace, null);
  const chrome = useChrome();
  if (market && !market.aboutComponent) return null;
  const ready = market !== null;
  // Until the store answers, the hidden text that keeps the room names nobody: a white-label
  // store's page must not carry the brand's words in its HTML.
  const { singular, plural } = ready ? chrome.occupation : PLACEHOLDER.occupation;
  const companyName = ready ? chrome.companyName : PLACEHOLDER.companyName;
  const facts = [
    { value: '+150', label: 'produtos financeiros para você e para a sua empresa' },
    { value: '+50', label: 'instituições parceiras em um só lugar' },
    { value: '5 anos', label: `de experiência bancária, no mínimo, de cada ${singular}` },
    { value: 'Grátis', label: `o atendimento do seu ${singular} não tem custo` },
  ];
  return (
    <section
      id="openbank"
      aria-labelledby="about-title"
      className="mx-auto mt-12 max-w-6xl scroll-mt-20 px-4"
    >
      <div className="rounded-lg bg-white p-6 shadow-sm sm:p-8">
        <h2 id="about-title" className="text-xl font-bold text-gray-900">
          Sobre
        </h2>
        <p className={`mt-3 max-w-3xl text-gray-800 ${ready ? '' : 'invisible'}`}>
          {`Aqui você compara e contrata produtos financeiros de várias instituições com a ajuda de ${plural} experientes. A ${companyName} não é um banco: a negociação acontece diretamente com as instituições parceiras, e o seu ${singular} acompanha você em cada etapa.`}
        </p>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {facts.map((fact) => (
            <li key={fact.value} className="rounded-md bg-page p-4">
              <p className="text-2xl font-bold text-gray-900">{fact.value}</p>
              <p className={`mt-1 text-sm text-gray-700 ${ready ? '' : 'invisible'}`}>{fact.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
