import { useState } from 'react';
import { useStore } from '../../../core/browser/use-store.ts';
import { displayName, storeOfLabel } from '../../../core/context/banker-text.ts';
import { $product } from '../../../core/context/catalog.ts';
import { $banker, $marketplace, $pb } from '../../../core/context/store-context.ts';
import { useModal } from '../../../core/modals/use-modal.ts';
import { AppDialog } from '../../../core/ui/AppDialog.tsx';
import { shareLinks, storeShareUrl } from '../rules/share-links.ts';
import { SHARE_TEXTS } from '../rules/share-look.ts';
import { ShareBody } from './ShareBody.tsx';

/** 'Compartilhar' (docs/routes-and-guards.md#modals): the store's address to Facebook, LinkedIn, WhatsApp, e-mail or the clipboard. */
export function ShareModal() {
  const { open, close: closeIt } = useModal('share');
  const market = useStore($marketplace);
  const banker = useStore($banker);
  const pb = useStore($pb) ?? '';
  // On a product page the product's preview is shared; elsewhere the store's.
  const product = useStore($product);
  const [copied, setCopied] = useState(false);
  const url = storeShareUrl({
    shareURL: market?.shareURL || null,
    shareQuery: market?.shareQuery ?? null,
    pb,
    origin: window.location.origin,
    product: product ? { group: product.family_slug, id: product.id } : null,
  });
  const text = banker ? storeOfLabel(displayName(banker.person)) : document.title;
  const close = () => {
    setCopied(false);
    closeIt();
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Without clipboard access the address stays selectable in the field below.
    }
    setCopied(true);
  };
  return (
    <AppDialog open={open} onClose={close} title={SHARE_TEXTS.title} width="share" name="share">
      <ShareBody url={url} links={shareLinks(url, text)} urlId="share-url" copied={copied} onCopy={copy} />
    </AppDialog>
  );
}
