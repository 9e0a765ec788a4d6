import { familyTitle } from '../../../core/brand/brand.ts';
import { useChrome, useClientStore, useMounted } from '../../../core/brand/hooks.ts';
import { $pb } from '../../../core/context/store-context.ts';
import { currentRoute, pathFor } from '../../../core/routes/route-table.ts';
import { HomeTrail } from '../../../core/ui/HomeTrail.tsx';
import { ProductCard, ProductGridSkeleton } from '../group/ProductCard.tsx';
import { correspondentDisclaimer, institutionOf } from '../rules/learn-more.ts';
import { $groups } from '../stores/home-catalog.ts';
import { BrandLogo } from '../ui/BrandLogo.tsx';

/**
 * 'Saiba mais' (`saiba-mais/{brand}`, docs/routes-and-guards.md#route-table): the partner institution, its products in this
 * store as cards, and the correspondent disclaimer (Res. CMN 4.935/2021).
 */
export function LearnMorePage() {
  const mounted = useMounted();
  const groups = useClientStore($groups, null);
  const chrome = useChrome();
  const pb = useClientStore($pb, null) ?? '';
  const slug = mounted ? (currentRoute()?.params.brand ?? '') : '';
  if (!groups || !mounted) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-8" aria-busy="true">
        <div className="skeleton h-9 w-1/2" />
        <ProductGridSkeleton />
      </div>
    );
  }
  const institution = institutionOf(slug, groups);
  if (!institution) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 text-center" data-learn-more="none">
        <h1 className="text-2xl font-bold text-gray-900">Instituição não encontrada</h1>
        <p className="mt-2 text-gray-700">Esta instituição não tem produtos nesta loja.</p>
        <a className="btn-primary mt-6 inline-flex" href={pathFor('home', { pb })}>
          Ver todos os produtos
        </a>
      </div>
    );
  }
  const families = groups.filter((group) =>
    group.items.some((item) => institution.products.some((p) => p.id === item.id)),
  );
  const familyNames = [...new Set(families.map((family) => familyTitle(family)))];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" data-learn-more={slug}>
      <HomeTrail homeHref={pathFor('home', { pb })} here={institution.name} />
      <div className="mt-4 flex items-center gap-4">
        <BrandLogo src={institution.icon} size="heading" />
        <h1 className="text-3xl font-bold text-gray-900">{institution.name}</h1>
      </div>
      <p className="mt-4 max-w-3xl text-lg text-gray-700">
        {institution.name} é uma instituição parceira desta loja, com{' '}
        {institution.products.length === 1 ? '1 produto' : `${institution.products.length} produtos`} em{' '}
        {familyNames.join(', ')}. O seu {chrome.occupation.singular} ajuda você a comparar e a solicitar sem
        custo.
      </p>
      <section aria-labelledby="institution-products" className="mt-8">
        <h2 id="institution-products" className="text-2xl font-bold text-gray-900">
          Produtos de {institution.name}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {institution.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} pb={pb} />
            </li>
          ))}
        </ul>
      </section>
      <p
        className="mt-10 rounded-md border border-gray-200 bg-white p-4 text-sm text-gray-700"
        data-correspondent
      >
        {correspondentDisclaimer(chrome.companyName, institution.name)}
      </p>
    </div>
  );
}
