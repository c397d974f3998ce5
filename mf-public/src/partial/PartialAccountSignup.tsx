import { useState } from 'react';
import { AreaNotFound } from '@harbour/area-runtime';
import { isStatus, errorMessageOf } from '@harbour/sdk';
import { Container, Loading, LoadError, AccountReadyStep } from '@harbour/ui';
import { PartialAccountCodeForm } from './PartialAccountCodeForm';
import { PartialAccountStart } from './PartialAccountStart';
import { usePartialAccount, usePartialAccountVerification } from './usePartialAccount';

/**
 * /signup/{partialAccountId}: someone else started an account for this client (e.g. a partner
 * or their psychologist). They confirm the email with a code and choose a password.
 */
export function PartialAccountSignup({ partialAccountId }: { partialAccountId: string }) {
  const account = usePartialAccount(partialAccountId);
  const { sendCode, complete } = usePartialAccountVerification(partialAccountId);
  const [step, setStep] = useState<'start' | 'code' | 'done'>('start');

  if (step === 'done') {
    // Completed here: the summary is refetched afterwards, but nothing it says changes this.
    return (
      <Container>
        <AccountReadyStep returnTo="/account" headingLevel={1} />
      </Container>
    );
  }
  if (account.isLoading) return <Loading label="Loading your account" />;
  if (isStatus(account.error, 404)) return <AreaNotFound />;
  if (!account.data) {
    return (
      <Container>
        <h1>Finish setting up your account</h1>
        <LoadError what="your account" message={errorMessageOf(account.error)} onRetry={() => void account.refetch()} />
      </Container>
    );
  }

  const { firstName, maskedEmail, completed } = account.data;
  return (
    <Container>
      <h1>Welcome back, {firstName}</h1>
      {completed ? (
        <AccountReadyStep returnTo="/account" />
      ) : step === 'code' ? (
        <PartialAccountCodeForm maskedEmail={maskedEmail} complete={complete} sendCode={sendCode} onCompleted={() => setStep('done')} />
      ) : (
        <PartialAccountStart maskedEmail={maskedEmail} sendCode={sendCode} onSent={() => setStep('code')} />
      )}
    </Container>
  );
}
