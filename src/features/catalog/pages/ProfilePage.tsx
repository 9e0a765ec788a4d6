import { useChrome, useClientStore } from '../../../core/brand/hooks.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { cityLabel } from '../../../core/context/banker-profile.ts';
import { displayName } from '../../../core/context/banker-text.ts';
import { timeAsBanker } from '../../../core/context/banker-time.ts';
import { $banker, $pb } from '../../../core/context/store-context.ts';
import { openModal } from '../../../core/modals/modals.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import { Avatar } from '../../../core/ui/Avatar.tsx';
import { Breadcrumb } from '../group/Breadcrumb.tsx';
import { trailFromHome } from '../group/breadcrumb-trail.ts';
import { AssistantCard, CareerList, CertificateList, ContactList } from './ProfileDetails.tsx';
import { ProfileSection as Section } from './ProfileSection.tsx';
import { ProfileSkeleton } from './ProfileSkeleton.tsx';

/**
 * The banker profile (docs/catalog-and-store.md#banker-profile): time as banker, city ('Cidade não definida.' when missing),
 * career, certificates, contacts, 'Quem sou eu', why they joined, and the assistant.
 */
export function ProfilePage() {
  const banker = useClientStore($banker, null);
  const chrome = useChrome();
  const pb = useStore($pb) ?? '';
  if (!banker || chrome.status === 'pending') return <ProfileSkeleton />;
  const { person } = banker;
  const name = displayName(person);
  const occupation = chrome.occupation.singular;
  const assistant = person.assistent_from;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <Breadcrumb steps={trailFromHome(pathFor('home', { pb }), { label: 'Perfil' })} />
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
          <p>{timeAsBanker(banker.pb_since) ?? '—'}</p>
        </Section>
        <Section id="profile-city" title="Cidade">
          <p>{cityLabel(person.address)}</p>
        </Section>
        <Section id="profile-career" title="Carreira">
          <CareerList banker={banker} />
        </Section>
        <Section id="profile-certificates" title="Certificações">
          <CertificateList certificates={person.certificates} />
        </Section>
        <Section id="profile-contacts" title="Contatos">
          <ContactList person={person} />
        </Section>
        {assistant ? (
          <Section id="profile-assistant" title="Assistente">
            <AssistantCard assistant={assistant} />
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
