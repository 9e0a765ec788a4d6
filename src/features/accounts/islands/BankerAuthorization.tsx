import { useState } from 'react';
import { $occupation } from '../../../core/brand/brand.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import type { SessionUser } from '../../../core/context/session.ts';
import { useTimedMessage } from '../../../core/modals/use-timed-message.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { authorizationToggleLabel } from '../rules/edit-user.ts';
import { ACCOUNT_MSG } from '../rules/messages.ts';
import { authorizesCurrentBanker, toggleAuthorization } from '../stores/flows.ts';

/** Whether the banker of the visited store may fill in the user's requests, and the toggle that changes it. */
export function BankerAuthorization({
  user,
  onChange,
}: {
  user: SessionUser;
  onChange: (user: SessionUser) => void;
}) {
  const occupation = useStore($occupation);
  const [message, showMessage] = useTimedMessage();
  const [toggling, setToggling] = useState(false);
  const authorized = authorizesCurrentBanker(user);

  const toggle = async () => {
    setToggling(true);
    try {
      onChange(await toggleAuthorization(user));
    } catch {
      showMessage(ACCOUNT_MSG.authorizationFailed);
    } finally {
      setToggling(false);
    }
  };

  return (
    <section aria-label="Autorização" className="mt-2 flex flex-col gap-2 border-t border-gray-200 pt-4">
      <p className="text-sm text-gray-800">
        {authorized
          ? `O seu ${occupation.singular} está autorizado a preencher as suas solicitações.`
          : `Autorize o seu ${occupation.singular} a preencher as suas solicitações.`}
      </p>
      {message ? <Alert>{message}</Alert> : null}
      <Button variant="outline" onClick={toggle} loading={toggling}>
        {authorizationToggleLabel(authorized)}
      </Button>
    </section>
  );
}
