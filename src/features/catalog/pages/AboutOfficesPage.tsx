import { useChrome, useClientStore } from '../../../core/brand/hooks.ts';
import { cityLabel } from '../../../core/context/banker-profile.ts';
import { displayName } from '../../../core/context/banker-text.ts';
import { $banker, $pb } from '../../../core/context/store-context.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import { Avatar } from '../../../core/ui/Avatar.tsx';
import { WhatsAppLink } from '../../../core/ui/WhatsAppLink.tsx';

const NETWORK = [
  {
    title: 'Uma rede de escritórios',
    text: 'Escritórios independentes de assessoria financeira em todo o país, com {occupations} que conhecem a sua cidade e atendem pessoalmente ou a distância.',
  },
  {
    title: 'Mais de 150 produtos, mais de 50 instituições',
    text: 'Crédito, home equity, financiamento, consórcio, cartões, seguros, previdência e contas digitais, comparados em um só lugar.',
  },
  {
    title: 'Atendimento sem custo',
    text: 'Você não paga pela assessoria. Cada {occupation} tem pelo menos cinco anos de experiência no mercado financeiro.',
  },
];

const HOW_ADVISOR_WORKS = [
  'Entende o que você ou a sua empresa precisa e qual é o seu momento.',
  'Compara as condições das instituições parceiras e explica cada proposta.',
  'Acompanha a solicitação até a contratação, que é feita diretamente com a instituição.',
];

/** 'Sobre escritórios' (offices brand, office edition; docs/routes-and-guards.md#route-table): the network, the advisor and the way to the products. */
export function AboutOfficesPage() {
  const banker = useClientStore($banker, null);
  const chrome = useChrome();
  const pb = useClientStore($pb, null) ?? '';
  const occupation = chrome.occupation.singular;
  const fill = (text: string) =>
    text.replaceAll('{occupations}', chrome.occupation.plural).replaceAll('{occupation}', occupation);
  const person = banker?.person;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" data-about-offices>
      <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">Sobre os escritórios</h1>
      <p className="mt-2 max-w-3xl text-lg text-gray-700">
        Conheça a rede de escritórios de {chrome.companyName} e como o seu {occupation} trabalha por você.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {NETWORK.map((item) => (
          <li key={item.title} className="rounded-lg bg-white p-5 shadow-sm">
            <h2 className="text-lg font-bold text-gray-900">{item.title}</h2>
            <p className="mt-1 text-sm text-gray-700">{fill(item.text)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_360px] lg:items-start">
        <section aria-labelledby="advisor-how">
          <h2 id="advisor-how" className="text-2xl font-bold text-gray-900">
            Como o {occupation} trabalha
          </h2>
          <ol className="mt-4 flex list-decimal flex-col gap-2 pl-5 text-gray-800">
            {HOW_ADVISOR_WORKS.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
          <a className="btn-primary mt-6 inline-flex" href={`${pathFor('home', { pb })}#products`}>
            Conheça todos os produtos
          </a>
        </section>
        <section
          aria-labelledby="advisor-card"
          className="rounded-lg bg-white p-5 shadow-sm"
          data-banker-card
        >
          <h2 id="advisor-card" className="text-lg font-bold text-gray-900">
            Seu {occupation}
          </h2>
          {person && banker ? (
            <div className="mt-4 flex items-center gap-4">
              <Avatar photo={person.photo} name={displayName(person)} size={72} />
              <div className="min-w-0">
                <p className="truncate font-bold text-gray-900">{displayName(person)}</p>
                <p className="text-sm text-gray-700">{cityLabel(banker.person.address)}</p>
                <WhatsAppLink person={person} className="text-sm font-semibold text-gray-900 underline" />
              </div>
            </div>
          ) : (
            <div className="mt-4 flex items-center gap-4" aria-busy="true">
              <span className="skeleton block h-[72px] w-[72px] rounded-full" />
              <span className="skeleton block h-5 w-40" />
            </div>
          )}
          <a className="btn-outline mt-4 inline-flex" href={pathFor('perfil', { pb })}>
            Ver perfil
          </a>
        </section>
      </div>
    </div>
  );
}
