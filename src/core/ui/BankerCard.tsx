import { STRIP_CLASSES as C, STRIP_ACTIONS, STRIP_PHOTO_SIZE } from '../brand/profile-strip-classes.ts';
import { displayName, storeOfLabel } from '../context/banker-text.ts';
import type { BankerProfileAnswer } from '../contract/auth.ts';
import { Avatar } from './Avatar.tsx';

interface Props {
  person: BankerProfileAnswer['person'];
  occupation: string;
  /** 'Ver perfil' goes here; none on a white-label store. */
  profileHref: string | null;
  onShare?: () => void;
}

/** The banker as the strip shows them once they arrive: photo, name, occupation, contacts, actions. */
export function BankerCard({ person, occupation, profileHref, onShare }: Props) {
  const name = displayName(person);
  return (
    <>
      <Avatar photo={person.photo} name={name} size={STRIP_PHOTO_SIZE} />
      <div className={C.who}>
        <p className={C.name}>
          <span className="sm:hidden">{storeOfLabel(name)}</span>
          <span className="max-sm:hidden">{name}</span>
        </p>
        <p className={C.occupation}>{occupation}</p>
      </div>
      <div className={C.contacts}>
        {person.principal_contact ? <span className="truncate">{person.principal_contact}</span> : null}
        <a className={C.email} href={`mailto:${person.email}`}>
          {person.email}
        </a>
      </div>
      <div className={C.actions}>
        {profileHref ? (
          <a className="btn-outline" href={profileHref}>
            {STRIP_ACTIONS.profile}
          </a>
        ) : null}
        <button type="button" className="btn-primary" onClick={onShare}>
          {STRIP_ACTIONS.share}
        </button>
      </div>
    </>
  );
}
