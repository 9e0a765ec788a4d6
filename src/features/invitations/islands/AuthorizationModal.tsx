import { useEffect, useState } from 'react';
import { $occupation } from '../../../core/brand/brand.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { displayName } from '../../../core/context/banker-text.ts';
import { $banker } from '../../../core/context/store-context.ts';
import { showSnackbar } from '../../../core/modals/snackbar.ts';
import { useModal } from '../../../core/modals/use-modal.ts';
import { AppDialog } from '../../../core/ui/AppDialog.tsx';
import { Avatar } from '../../../core/ui/Avatar.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { WhatsAppLink } from '../../../core/ui/WhatsAppLink.tsx';
import { INVITATION_TEXT, INVITATION_TITLES } from '../rules/invitation-messages.ts';
import { chooseAuthorization, finishAuthorization } from '../stores/invitation.ts';

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
