import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { timeAsBanker } from '../../domain/banker-time.ts';
import { cityLabel, profileContacts } from '../../domain/browse-profile.ts';
import { displayName } from '../../domain/browse-text.ts';
import { pathFor } from '../../routes/route-table.ts';
import { openModal } from '../../stores/modals.ts';
import { $banker, $pb } from '../../stores/store-context.ts';
import { Avatar } from '../chrome/Avatar.tsx';
import { useChrome, useClientStore } from '../chrome/hooks.ts';
import { Breadcrumb } from '../group/Breadcrumb.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white p-6 shadow-sm">
      <h2 id={id} className="text-lg font-bold text-gray-900">
        {title}
      </h2>
      <div className="mt-3 text-gray-800">{children}</div>
    </section>
  );
}

/**
 * The banker profile (docs/catalog-and-store.md#banker-profile): time as banker, city ('Cidade não definida.' when missing),
 * career, certificates, contacts, 'Quem sou eu', why they joined, and the assistant.
 */
export function ProfilePage() {
  const banker = useClientStore($banker, null);
  const chrome = useChrome();
  const pb = useStore($pb) ?? '';
  if (!banker || chrome.status === 'pending') {
    return (
      <div className="mx-auto min-h-screen max-w-4xl px-4 py-6" aria-busy="true">
        <div className="skeleton h-5 w-40" />
        {/* Same boxes as the loaded header, so the sections below do not move. */}
        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center">
          <span className="skeleton block h-24 w-24 rounded-full" />
          <div className="flex-1">
            <div className="skeleton h-8 w-56 sm:h-9" />
            <div className="skeleton mt-1 h-6 w-24" />
            <div className="skeleton mt-1 h-5 w-48" />
          </div>
          <span className="skeleton block h-10 w-32 self-start sm:self-center" />
        </div>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          <div className="skeleton h-32" />
          <div className="skeleton h-32" />
        </div>
      </div>
    );
  }
  const { person } = banker;
  const name = displayName(person);
  const occupation = chrome.occupation.singular;
  const since = timeAsBanker(banker.pb_since);
  const contacts = profileContacts(person.contacts);
  const assistant = person.assistent_from;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <Breadcrumb steps={[{ label: 'Início', href: pathFor('home', { pb }) }, { label: 'Perfil' }]} />
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar photo={person.photo} name={name} size={96} />
        <div className="flex-1">
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{name}</h1>
          <p className="text-gray-700">{occupation}</p>
          <p className="text-sm text-gray-700">{person.email}</p>
        </div>
        <button
          type="button"
          className="btn-primary self-start sm:self-center"
          onClick={() => openModal('share', {})}
        >
          Compartilhar
        </button>
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Section id="profile-time" title={`Tempo como ${occupation}`}>
          <p>{since ?? '—'}</p>
        </Section>
        <Section id="profile-city" title="Cidade">
          <p>{cityLabel(person.address)}</p>
        </Section>
        <Section id="profile-career" title="Carreira">
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
        </Section>
        <Section id="profile-certificates" title="Certificações">
          {person.certificates.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {person.certificates.map((certificate) => (
                <li
                  key={certificate}
                  className="rounded-full bg-page px-3 py-1 text-sm font-semibold text-gray-900"
                >
                  {certificate}
                </li>
              ))}
            </ul>
          ) : (
            <p>—</p>
          )}
        </Section>
        <Section id="profile-contacts" title="Contatos">
          {contacts.length > 0 ? (
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
          ) : (
            <p>{person.principal_contact ?? '—'}</p>
          )}
        </Section>
        {assistant ? (
          <Section id="profile-assistant" title="Assistente">
            <div className="flex items-center gap-3">
              <Avatar photo={assistant.photo} name={assistant.nickname || assistant.full_name} size={56} />
              <div className="min-w-0">
                <p className="font-semibold text-gray-900">{assistant.nickname || assistant.full_name}</p>
                {assistant.principal_contact ? (
                  <p className="text-sm text-gray-700">{assistant.principal_contact}</p>
                ) : null}
                <a className="text-sm underline" href={`mailto:${assistant.email}`}>
                  {assistant.email}
                </a>
              </div>
            </div>
          </Section>
        ) : null}
      </div>
      {banker.bio ? (
        <div className="mt-4">
          <Section id="profile-bio" title="Quem sou eu">
            <p className="leading-relaxed">{banker.bio}</p>
          </Section>
        </div>
      ) : null}
      {banker.why_franq ? (
        <div className="mt-4">
          <Section id="profile-why" title={`Por que escolhi a ${chrome.companyName}`}>
            <p className="leading-relaxed">{banker.why_franq}</p>
          </Section>
        </div>
      ) : null}
    </div>
  );
}
