import type { ReactNode } from 'react';
import { TitledSection } from '../../../../core/ui/TitledSection.tsx';

/** One part of the banker's desk (the pipeline, the open offers, the commissions), under its own heading. */
export function DeskSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection
      id={id}
      title={title}
      className="flex flex-col gap-3"
      titleClassName="text-lg font-semibold text-gray-900"
    >
      {children}
    </TitledSection>
  );
}
