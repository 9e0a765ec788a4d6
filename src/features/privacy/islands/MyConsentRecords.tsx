import type { ConsentRecordAnswer } from '../contract/privacy.ts';
import { recordLine } from '../rules/privacy-records.ts';

/** The consents and other records kept about the user, newest first, each on one line. */
export function MyConsentRecords({ consents }: { consents: readonly ConsentRecordAnswer[] }) {
  return (
    <section aria-labelledby="my-data-consents">
      <h3 id="my-data-consents" className="mb-2 text-base font-semibold text-gray-900">
        Consentimentos e registros
      </h3>
      {consents.length === 0 ? (
        <p>Nenhum registro ainda.</p>
      ) : (
        <ul className="flex max-h-64 flex-col gap-2 overflow-y-auto" data-consent-records>
          {consents.map((record) => {
            const line = recordLine(record);
            return (
              <li key={record.id} className="rounded-md border border-gray-200 p-3">
                <p className="font-semibold text-gray-900">{line.label}</p>
                <p className="text-gray-700">
                  {line.when} · {line.facts.join(' · ')}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
