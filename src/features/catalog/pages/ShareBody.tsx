import { SHARE_POPUP_FEATURES, type ShareLink } from '../rules/share-links.ts';
import { SHARE_CLASSES as C, SHARE_ICONS, SHARE_TEXTS } from '../rules/share-look.ts';

interface Props {
  url: string;
  links: ShareLink[];
  /** The address field's id. */
  urlId: string;
  copied: boolean;
  onCopy: () => void;
}

/**
 * What the share dialog holds: the four networks, the address and 'Copiar link'. The host's strip
 * draws the same (services/catalog/fragments/share-dialog.ts), checked against this.
 */
export function ShareBody({ url, links, urlId, copied, onCopy }: Props) {
  return (
    <>
      <ul className={C.list}>
        {links.map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target={link.popup ? '_blank' : undefined}
              rel="noopener noreferrer"
              className={C.link}
              onClick={(event) => {
                if (!link.popup) return;
                event.preventDefault();
                window.open(link.href, 'share', SHARE_POPUP_FEATURES);
              }}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className={C.icon}
                fill={link.network === 'email' ? 'none' : 'currentColor'}
                stroke={link.network === 'email' ? 'currentColor' : 'none'}
                strokeWidth="2"
              >
                <path d={SHARE_ICONS[link.network]} />
              </svg>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <div className={C.row}>
        <label className="sr-only" htmlFor={urlId}>
          {SHARE_TEXTS.urlLabel}
        </label>
        <input
          id={urlId}
          readOnly
          value={url}
          className={C.url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn-primary" onClick={onCopy}>
          {SHARE_TEXTS.copy}
        </button>
      </div>
      <p role="status" className={C.status}>
        {copied ? SHARE_TEXTS.copied : ''}
      </p>
    </>
  );
}
