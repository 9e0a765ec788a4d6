import { useEffect, useId, useRef } from 'react';
import { useStore } from '../../../core/browser/use-store.ts';
import { $selectedLead, selectLead } from '../stores/dashboard.ts';

/** The single-lead table: the chosen lead's data in one row (docs/analytics.md#analytics-screen). */
export function LeadDetailsTable() {
  const lead = useStore($selectedLead);
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  // The 'Ver' button that opened the table gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const leadId = lead?.id ?? null;

  useEffect(() => {
    if (leadId === null) return;
    if (document.activeElement instanceof HTMLElement && !ref.current?.contains(document.activeElement)) {
      opener.current = document.activeElement;
    }
    ref.current?.focus();
  }, [leadId]);

  const close = () => {
    selectLead(null);
    opener.current?.focus();
  };

  if (!lead) return null;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="rounded-lg bg-white shadow-sm ring-1 ring-gray-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
    >
      <div className="flex items-center justify-between gap-3 border-b border-gray-200 px-4 py-3">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {`Lead ${lead.name}`}
        </h2>
        <button type="button" className="btn-outline px-3 py-1 text-sm" onClick={close}>
          Fechar
        </button>
      </div>
      <div className="overflow-x-auto">
        <table aria-labelledby={headingId} className="w-full text-left text-sm">
          <thead className="bg-gray-50 text-gray-800">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                Nome
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                E-mail
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Contato
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                Transações
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td className="px-4 py-2 text-gray-900">{lead.name}</td>
              <td className="px-4 py-2 text-gray-900">{lead.email ?? '—'}</td>
              <td className="px-4 py-2 text-gray-900">{lead.contact ?? '—'}</td>
              <td className="px-4 py-2 text-right tabular-nums text-gray-900">{lead.total}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
