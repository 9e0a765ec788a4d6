import type { storeEndpoints } from '../../../src/contract/store.ts';
import { SERVER_MSG } from '../../../src/core/contract/common.ts';
import type { Deps } from '../../context.ts';
import { notFound } from '../../context.ts';
import { SHORT_CACHE } from '../../http/cache-control.ts';
import type { Handlers } from '../../mount.ts';
import { type MediaKind, mediaUrl, renderMedia, WORDMARK_KINDS } from '../media.ts';
import * as q from '../queries.ts';

type ListingHandlers = Pick<
  Handlers<typeof storeEndpoints>,
  'termsOfService' | 'carousel' | 'partners' | 'consortium' | 'media'
>;

type ConsortiumRow = Awaited<ReturnType<typeof q.listConsortium>>['rows'][number];

const toLetter = (r: ConsortiumRow) => ({
  id: r.id,
  administrator: r.administrator,
  consortium_type: r.consortiumType,
  is_pj: r.isPj,
  credit_value: r.creditValue,
  term: r.term,
  installment: r.installment,
  admin_fee: r.adminFee,
  situation: r.situation,
});

/** Terms, banners, partner logos, consortium letters and the demo images of the store service. */
export function listingHandlers({ db }: Deps): ListingHandlers {
  return {
    async termsOfService({ params }) {
      const terms = await q.findTerms(db, params.id);
      if (!terms) throw notFound(SERVER_MSG.termsNotFound);
      return {
        id: terms.id,
        version: terms.version,
        title: terms.title,
        content: terms.content,
        created_at: terms.createdAt.toISOString(),
      };
    },

    async carousel({ params: { slug }, c }) {
      const answer = await q.carouselAnswer(db, slug === 'last' ? null : slug);
      c.header('Cache-Control', SHORT_CACHE);
      return answer;
    },

    async partners({ query: { slug }, c }) {
      const answer = await q.listPartnerAnswers(db, slug ?? null);
      c.header('Cache-Control', SHORT_CACHE);
      return answer;
    },

    async consortium({ params: { person_type, params }, query: { value, page, page_size } }) {
      const { rows, count } = await q.listConsortium(db, {
        isPj: person_type === 'pj',
        type: params === 'all' ? null : params,
        minValue: value,
        page,
        pageSize: page_size,
      });
      const link = (target: number) => {
        const search = new URLSearchParams({ page: String(target), page_size: String(page_size) });
        if (value !== undefined) search.set('value', String(value));
        return `/api/store/consorcio/${person_type}/${params}/?${search}`;
      };
      return {
        count,
        next: page * page_size < count ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
        results: rows.map(toLetter),
      };
    },

    async media({ params: { kind, name: file }, c }) {
      const name = file.replace(/\.svg$/, '');
      const label = (WORDMARK_KINDS as readonly string[]).includes(kind)
        ? await q.mediaLabel(db, kind, name, mediaUrl(kind as MediaKind, name))
        : undefined;
      const svg = renderMedia(kind, file, label);
      if (!svg) throw notFound();
      return c.body(svg, 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
      });
    },
  };
}
