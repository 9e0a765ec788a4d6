import { useEffect, useState } from 'react';
import { displayName } from '../../domain/browse-text.ts';
import { INVITATION_TEXT, INVITATION_TITLES } from '../../domain/invitation-messages.ts';
import { $occupation } from '../../stores/brand.ts';
import { chooseAuthorization, finishAuthorization } from '../../stores/invitation.ts';
import { showSnackbar } from '../../stores/snackbar.ts';
import { $banker } from '../../stores/store-context.ts';
import { Avatar } from '../chrome/Avatar.tsx';
import { WhatsAppLink } from '../chrome/WhatsAppLink.tsx';
import { AppDialog } from '../ui/AppDialog.tsx';
import { Button } from '../ui/Button.tsx';
import { useStore } from '../use-store.ts';
import { useModal } from './use-modal.ts';

/**
 * Authorization (docs/invitations.md#invitation-and-authorization): step 1 'Confirmação' asks whether the inviting banker fills in the
 * solicitation; step 2 'Confirmado!' shows how to reach him.
 */
export function AuthorizationModal() {
  const { open } = useModal('authorization');
  const occupation = useStore($occupation).singular;
  const banker = useStore($banker)?.person ?? null;
  const [step, setStep] = useState<1 | 2>(1);
  const [busy, setBusy] = useState<boolean | null>(null);

  useEffect(() => {
    if (open) setStep(1);
  }, [open]);

  const name = banker ? displayName(banker) : occupation;

  const choose = async (authorized: boolean) => {
    setBusy(authorized);
    try {
      await chooseAuthorization(authorized);
      if (authorized) setStep(2);
    } catch {
      showSnackbar({ text: INVITATION_TEXT.authorizationFailed, color: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={finishAuthorization}
      title={step === 1 ? INVITATION_TITLES.authorization : INVITATION_TITLES.authorized}
      name="authorization"
      width="confirmation"
    >
      {step === 1 ? (
        <div className="flex flex-col gap-4">
          <p className="text-gray-800">{INVITATION_TEXT.authorizationQuestion(occupation, name)}</p>
          <Button block loading={busy === true} disabled={busy === false} onClick={() => void choose(true)}>
            {INVITATION_TEXT.letBankerFill(occupation)}
          </Button>
          <Button
            block
            variant="outline"
            loading={busy === false}
            disabled={busy === true}
            onClick={() => void choose(false)}
          >
            {INVITATION_TEXT.fillMyself}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3 text-center">
          <p className="text-gray-800">{INVITATION_TEXT.authorizedText(occupation)}</p>
          {banker ? (
            <>
              <Avatar photo={banker.photo} name={name} size={80} />
              <p className="text-lg font-bold text-gray-900">{name}</p>
              <WhatsAppLink
                person={banker}
                className="font-semibold text-gray-900 underline underline-offset-2"
              />
              <a className="text-gray-900 underline underline-offset-2" href={`mailto:${banker.email}`}>
                {banker.email}
              </a>
            </>
          ) : null}
          <Button onClick={finishAuthorization}>{INVITATION_TEXT.close}</Button>
        </div>
      )}
    </AppDialog>
  );
}
