interface Props {
  title: string;
  subTitle: string;
  /** With the store's banker title already in place. */
  description: string;
}

/**
 * The product's title, subtitle and description. The product shell also renders it with `data-slot`
 * markers as a template that paints them from the early product answer before the page hydrates
 * (src/features/catalog/stores/early-product.ts).
 */
export function ProductHeading({ title, subTitle, description }: Props) {
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl" data-slot="title">
        {title}
      </h1>
      <p className="mt-1 text-lg text-gray-700" data-slot="sub-title">
        {subTitle}
      </p>
      <p className="mt-6 leading-relaxed text-gray-800" data-slot="description">
        {description}
      </p>
    </>
  );
}
