import { $bakedBrand } from '../../../core/brand/brand.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { $user, logout } from '../../../core/context/session.ts';
import { $pb } from '../../../core/context/store-context.ts';
import { openModal } from '../../../core/modals/modals.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import type { DropdownItem } from '../../../core/ui/DropdownMenuItem.tsx';
import { USER_MENU_LABELS, userMenuEntries } from '../rules/user-menu.ts';

/** The user menu entries of the logged user (docs/catalog-and-store.md#header-footer-and-cookies), or null for a visitor (and before `ready`). */
export function useAccountEntries(ready = true): DropdownItem[] | null {
  const stored = useStore($user);
  const user = ready ? stored : null;
  const brand = useStore($bakedBrand);
  const pb = useStore($pb);
  if (!user) return null;
  return userMenuEntries(user.person_type, brand.customerAreaUrl).map((key): DropdownItem => {
    const label = USER_MENU_LABELS[key];
    switch (key) {
      case 'analytics':
        return { key, label, href: pb ? pathFor('analytics', { pb }) : '/404' };
      case 'myRequests':
        return { key, label, href: pb ? pathFor('requests', { pb }) : '/404' };
      case 'editUser':
        return { key, label, onSelect: () => openModal('editUser') };
      case 'myData':
        return { key, label, onSelect: () => openModal('myData') };
      case 'customerArea':
        return { key, label, href: brand.customerAreaUrl ?? '#', external: true };
      default:
        return { key, label, onSelect: () => void logout() };
    }
  });
}
