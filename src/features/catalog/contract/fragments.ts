/**
 * Per-banker HTML fragments the services render and a host includes into the static shells
 * (nginx SSI, `npm start`, or an edge's ESI / HTML rewriter). One address shape for every part:
 * `/fragments/{brand}/{part}{page path}`, e.g. `/fragments/offices/head/pb/ana-souza/emprestimos/1`.
 */

/** Where the services answer fragments. */
export const FRAGMENT_BASE = '/fragments';

/** The places of a shell a fragment fills. */
export const FRAGMENT_PARTS = [
  'head',
  'logo',
  'strip',
  'title',
  'banner',
  'crumbs',
  'heading',
  'footer',
  'links',
  'disclaimer',
] as const;
export type FragmentPart = (typeof FRAGMENT_PARTS)[number];

/** Id of the head fragment's JSON data block: the answers the page's islands would ask for. */
export const STORE_DATA_ID = 'store-data';

/** The address of one fragment of a page. */
export function fragmentPath(brand: string, part: FragmentPart, pagePath: string): string {
  return `${FRAGMENT_BASE}/${brand}/${part}${pagePath}`;
}

/**
 * The include directive of a shell (nginx SSI syntax). `$request_uri` is the page's own address;
 * `stub` names a block the host shows instead when the include fails. Hosts without includes
 * leave both as comments.
 */
export function includeDirective(brand: string, part: FragmentPart, stub?: string): string {
  const fallback = stub ? ` stub="${stub}"` : '';
  return `<!--# include virtual="${fragmentPath(brand, part, '$request_uri')}"${fallback} -->`;
}

/** The opening and closing comments of a block a host shows when an include fails. */
export const stubBlock = (name: string) =>
  ({ open: `<!--# block name="${name}" -->`, close: '<!--# endblock -->' }) as const;

/**
 * The footer's disclaimer slots (src/app/layout/Footer.astro), as the shell and the disclaimer
 * fragment draw them: the brand's words, or a white-label company's lines in their place.
 */
export const DISCLAIMER_MARKUP = {
  brandOpen: '<div class="space-y-2 [&_a]:underline" data-brand-disclaimer data-wl-slot>',
  companyEmpty: '<div class="space-y-2" data-company-disclaimer hidden></div>',
  companyOpen: '<div class="space-y-2" data-company-disclaimer>',
} as const;
