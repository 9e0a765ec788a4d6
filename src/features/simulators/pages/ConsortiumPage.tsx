import { useClientStore } from '../../../core/brand/hooks.ts';
import { $pb } from '../../../core/context/store-context.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { HomeTrail } from '../../../core/ui/HomeTrail.tsx';
import { NumberedStep } from '../../../core/ui/NumberedStep.tsx';
import { BrandLogo } from '../../catalog/ui/BrandLogo.tsx';
import { $consortiumProducts } from './consortium-page.ts';

/** How a consortium works, in the terms of Lei 11.795/2008. */
const HOW_IT_WORKS = [
  {
    title: 'Grupos',
    text: 'Pessoas ou empresas com o mesmo objetivo formam um grupo, organizado por uma administradora autorizada pelo Banco Central. Cada participante paga uma parcela mensal, que forma a poupança comum do grupo.',
  },
  {
    title: 'Contemplação por sorteio ou lance',
    text: 'Todo mês, as assembleias do grupo contemplam participantes por sorteio e por lance (a oferta de antecipar parcelas). Quem é contemplado recebe a carta de crédito para comprar o bem ou serviço.',
  },
  {
    title: 'Taxa de administração, sem juros',
    text: 'O consórcio não cobra juros: a administradora cobra uma taxa de administração, diluída nas parcelas, e o grupo pode ter um fundo de reserva. Tudo consta do contrato de adesão.',
  },
  {
    title: 'Regras em lei',
    text: 'O sistema de consórcios é regulado pela Lei nº 11.795/2008 e fiscalizado pelo Banco Central do Brasil, que autoriza e acompanha as administradoras.',
  },
];

/** The consortium page (`consorcio/`, docs/routes-and-guards.md#route-table): how it works, the two products and the simulator. */
export function ConsortiumPage() {
  const products = useClientStore($consortiumProducts, null);
  const pb = useClientStore($pb, null) ?? '';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" data-consortium>
      <HomeTrail homeHref={pb ? pathFor('home', { pb }) : '/'} here="Consórcio" />
      <h1 className="mt-4 text-3xl font-bold text-gray-900 sm:text-4xl">Consórcio</h1>
      <p className="mt-2 max-w-3xl text-lg text-gray-700">
        Planeje a compra do seu bem sem juros: imóvel, carro, moto, pesados, serviços e mais, para você ou
        para a sua empresa.
      </p>
      <section aria-labelledby="consortium-products" className="mt-8">
        <h2 id="consortium-products" className="text-2xl font-bold text-gray-900">
          Escolha o seu consórcio
        </h2>
        {products === 'failed' ? (
          <Alert className="mt-4">
            Não foi possível carregar os consórcios agora. Tente novamente mais tarde.
          </Alert>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2" aria-busy={products === null || undefined}>
            {products === null
              ? [0, 1].map((n) => <li key={n} className="skeleton h-48 w-full rounded-lg" />)
              : products.map((product) => (
                  <li
                    key={product.id}
                    className="flex flex-col gap-3 rounded-lg bg-white p-5 shadow-sm"
                    data-consortium-product={product.id}
                  >
                    <div className="flex items-center gap-3">
                      <BrandLogo src={product.brand_icon} size="badge" />
                      <span className="text-xs font-semibold uppercase tracking-wide text-gray-600">
                        {product.brand}
                      </span>
                    </div>
                    <h3 className="text-xl font-bold text-gray-900">{product.title}</h3>
                    <p className="flex-1 text-gray-700">{product.sub_title}</p>
                    <a
                      className="btn-primary self-start"
                      href={pathFor('simulador-consorcio', { pb, product: product.id })}
                    >
                      Simular {product.is_pj ? 'para a empresa' : 'para você'}
                    </a>
                  </li>
                ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="consortium-how" className="mt-12">
        <h2 id="consortium-how" className="text-2xl font-bold text-gray-900">
          Como funciona o consórcio
        </h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-2">
          {HOW_IT_WORKS.map((item, i) => (
            <NumberedStep
              key={item.title}
              number={i + 1}
              title={item.title}
              textClassName="mt-1 text-sm leading-relaxed text-gray-700"
            >
              {item.text}
            </NumberedStep>
          ))}
        </ol>
      </section>
    </div>
  );
}
