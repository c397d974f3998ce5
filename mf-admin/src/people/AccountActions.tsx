import { useState } from 'react';
import { errorMessageOf } from '@harbour/sdk';
import { useCloseAccountMutation, useUnlockAccountMutation, type AccountOverview, type ClosedAccount } from '@harbour/sdk/accounts';
import { Button } from '@harbour/ui';
import { useStepUp } from '../step-up/useStepUp';
import { CloseAccountDialog } from './CloseAccountDialog';
import { nameOf } from './people-words';

/** Support's actions on the account found: unlock a lock-out, close a client's, psychologist's or GP's account. Each is audited. */
export function AccountActions({ account, onClosed }: { account: AccountOverview; onClosed: (closed: ClosedAccount) => void }) {
  const [unlock, unlocking] = useUnlockAccountMutation();
  const [closeAccount] = useCloseAccountMutation();
  const { withStepUp, dialog } = useStepUp();
  const [closing, setClosing] = useState(false);
  const [status, setStatus] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const name = nameOf(account);

  const onUnlock = async () => {
    setProblem(undefined);
    try {
      await unlock({ accountId: account.accountId }).unwrap();
      setStatus(`${name} may sign in again now. The unlock is recorded in the audit trail.`);
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  return (
    <section aria-labelledby="actions-heading" style={{ marginTop: '1.5rem' }}>
      <h2 id="actions-heading">Account actions</h2>
      {problem && <p role="alert">{problem}</p>}
      <p role="status">{status}</p>
      {
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          {account.lockedOutUntil && (
            <Button type="button" loading={unlocking.isLoading} onClick={() => void onUnlock()}>
              Unlock sign-in
            </Button>
          )}
          {account.userType !== 'administrator' && (
            <Button type="button" variant="secondary" onClick={() => setClosing(true)}>
              Close the account
            </Button>
          )}
        </div>
      }
      {closing && (
        <CloseAccountDialog
          name={name}
          email={account.email}
          userType={account.userType}
          onCancel={() => setClosing(false)}
          onClose={async (confirmEmail, reason) => {
            const done = await withStepUp(() => closeAccount({ accountId: account.accountId, adminCloseAccountRequest: { confirmEmail, ...(reason && { reason }) } }).unwrap());
            setClosing(false);
            onClosed(done);
          }}
        />
      )}
      {dialog}
    </section>
  );
}
