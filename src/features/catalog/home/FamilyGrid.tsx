import { familyName } from '../../../core/brand/family-name.ts';
import type { ProductGroupAnswer } from '../../../core/contract/store.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import { TitledSection } from '../../../core/ui/TitledSection.tsx';

// Keys of their own, so React never reuses a placeholder's node for a family (a layout shift).
const PLACEHOLDERS = Array.from({ length: 10 }, (_, i) => `placeholder-${i}`);

/** The product families (docs/catalog-and-store.md#home); coming-soon families carry 'EM BREVE' and are disabled. */
export function FamilyGrid({
  groups,
  pb,
  renames,
}: {
  groups: ProductGroupAnswer[] | null;
  pb: string;
  renames: Record<string, string>;
}) {
  return (
    <TitledSection
      id="families-title"
      title="Escolha o que você precisa"
      className="mt-8"
      titleClassName="mb-4 text-xl font-bold text-gray-900"
    >
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {groups
          ? groups.map((group) => {
              const name = familyName(group, renames);
              const body = (
                <>
                  <img src={group.icon} alt="" width={48} height={48} className="h-12 w-12" />
                  <span className="text-center text-sm font-semibold text-gray-900">{name}</span>
                </>
              );
              const box =
                'relative flex h-28 flex-col items-center justify-center gap-3 overflow-hidden rounded-lg border bg-white p-3';
              return (
                <li key={group.id} data-family={group.slug}>
                  {group.coming_soon ? (
                    <div className={`${box} border-gray-200 opacity-70`} aria-disabled="true">
                      <span className="absolute right-[-34px] top-3 w-28 rotate-45 bg-gray-800 py-0.5 text-center text-[10px] font-bold text-white">
                        EM BREVE
                      </span>
                      {body}
                    </div>
                  ) : (
                    <a
                      href={pathFor('name', { pb, group: group.slug })}
                      className={`${box} border-gray-200 shadow-sm transition hover:border-primary hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary`}
                    >
                      {body}
                    </a>
                  )}
                </li>
              );
            })
          : PLACEHOLDERS.map((key) => (
              <li key={key} aria-hidden="true">
                <div className="skeleton h-28 rounded-lg" />
              </li>
            ))}
      </ul>
    </TitledSection>
  );
}
