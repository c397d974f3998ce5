import { navigateToUrl } from 'single-spa';
import { useAuth } from '@harbour/platform';
import { Button } from '@harbour/ui';
import { useShellServices } from '../../shell-context';
import { AuthMessage } from './AuthPanel';

export const AWAITING_APPROVAL_HEADING = 'Your account is awaiting approval';
/** mf-psychologist's listing editor, open before approval. */
const LISTING_PATH = '/psychologists/account/profile';

/** Spec §4 approval gate: an unapproved psychologist or GP sees this instead of their area. */
export function AwaitingApprovalPage() {
  const auth = useAuth();
  const { authService } = useShellServices();
  const name = auth.status === 'authenticated' ? auth.user.profile.firstName : undefined;
  const psychologist = auth.status === 'authenticated' && auth.user.userType === 'psychologist';
  return (
    <AuthMessage title={AWAITING_APPROVAL_HEADING}>
      <p>
        Thanks{name ? `, ${name}` : ''}. Our team checks every practitioner&apos;s registration before their account opens. We will
        email you as soon as it is approved, usually within two business days.
      </p>
      {psychologist && (
        <p>
          Meanwhile,{' '}
          <a href={LISTING_PATH} onClick={(e) => (e.preventDefault(), navigateToUrl(LISTING_PATH))}>
            prepare your directory listing
          </a>
          : it goes public once you are approved.
        </p>
      )}
      <Button variant="secondary" onClick={() => void authService.recheck(true)}>
        Check again
      </Button>
    </AuthMessage>
  );
}
