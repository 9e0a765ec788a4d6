import { profileContacts } from '../../../core/context/banker-profile.ts';
import type { BankerProfileAnswer } from '../../../core/contract/auth.ts';
import { Avatar } from '../../../core/ui/Avatar.tsx';

type Person = BankerProfileAnswer['person'];

/** The companies and roles of the career, then the older free text; '—' when there is neither. */
export function CareerList({ banker }: { banker: BankerProfileAnswer }) {
  return (
    <>
      {banker.career.length > 0 ? (
        <ul className="space-y-2">
          {banker.career.map((entry) => (
            <li key={entry.company}>
              <p className="font-semibold text-gray-900">{entry.company}</p>
              <p className="text-sm text-gray-700">{entry.roles.join(', ')}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {banker.career_deprecated ? (
        <p className="mt-2 text-sm text-gray-700">{banker.career_deprecated}</p>
      ) : null}
      {banker.career.length === 0 && !banker.career_deprecated ? <p>—</p> : null}
    </>
  );
}

export function CertificateList({ certificates }: { certificates: Person['certificates'] }) {
  if (certificates.length === 0) return <p>—</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {certificates.map((certificate) => (
        <li key={certificate} className="rounded-full bg-page px-3 py-1 text-sm font-semibold text-gray-900">
          {certificate}
        </li>
      ))}
    </ul>
  );
}

/** The contacts as links; the main phone alone when there is none. */
export function ContactList({ person }: { person: Person }) {
  const contacts = profileContacts(person.contacts);
  if (contacts.length === 0) return <p>{person.principal_contact ?? '—'}</p>;
  return (
    <ul className="space-y-1">
      {contacts.map((contact) => (
        <li key={contact.type}>
          <span className="font-semibold text-gray-900">{contact.label}: </span>
          <a className="underline" href={contact.href} target="_blank" rel="noopener noreferrer">
            {contact.value}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function AssistantCard({ assistant }: { assistant: NonNullable<Person['assistent_from']> }) {
  const name = assistant.nickname || assistant.full_name;
  return (
    <div className="flex items-center gap-3">
      <Avatar photo={assistant.photo} name={name} size={56} />
      <div className="min-w-0">
        <p className="font-semibold text-gray-900">{name}</p>
        {assistant.principal_contact ? (
          <p className="text-sm text-gray-700">{assistant.principal_contact}</p>
        ) : null}
        <a className="text-sm underline" href={`mailto:${assistant.email}`}>
          {assistant.email}
        </a>
      </div>
    </div>
  );
}
