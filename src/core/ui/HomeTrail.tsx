import { HOME_LABEL } from '../context/banker-text.ts';
/** 'Início / {page}': the way home from a page one level below the store. */
export function HomeTrail({ homeHref, here }: { homeHref: string; here: string }) {
  return (
    <nav aria-label="Navegação estrutural" className="text-sm text-gray-700">
      <a href={homeHref} className="underline">
        {HOME_LABEL}
      </a>
      <span aria-hidden="true"> / </span>
      <span>{here}</span>
    </nav>
  );
}
