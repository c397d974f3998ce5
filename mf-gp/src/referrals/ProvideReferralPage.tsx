import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@harbour/router';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { useAnswerGpReviewRequestMutation, useGetGpReferralsQuery } from '@harbour/sdk/referrals';
import { Button, Container, FormAlert, Loading, LoadError, RequiredNote, TextField, useFormState } from '@harbour/ui';
import { ChoiceField, Fields, LongTextField, Status } from '../forms/fields';
import { PracticeLocationChoice } from '../forms/PracticeLocationChoice';
import { australianToday } from './today';

/** /gp/account/provide-referral: answer a psychologist's review request (the 7th-session referral: up to 4 more sessions). */
export function ProvideReferralPage() {
  const [params] = useSearchParams();
  const requests = useGetGpReferralsQuery({ kind: 'ReviewRequest', status: 'ReviewRequested' });
  const [answer, answering] = useAnswerGpReviewRequestMutation();
  const { values, setValue, errors, showErrors, formRef } = useFormState({ requestId: params.get('request') ?? '', issuedOn: australianToday(), additionalSessions: '4', note: '', providerNumber: '' });
  const [alert, setAlert] = useState<string>();
  const [done, setDone] = useState<string>();
  const open = requests.data?.items ?? [];
  const chosen = open.find((r) => r.itemId === values.requestId) ?? (open.length === 1 ? open[0] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    const problems: Record<string, string> = {};
    if (!chosen) problems.requestId = 'Choose the request you are answering.';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.issuedOn)) problems.issuedOn = 'Enter the date on the referral (YYYY-MM-DD).';
    else if (values.issuedOn > australianToday()) problems.issuedOn = 'The referral date cannot be in the future.';
    showErrors(problems);
    if (!chosen || Object.keys(problems).length) return setAlert('Check the fields marked below.');
    try {
      const result = await answer({
        requestId: chosen.itemId,
        answerReviewRequest: { issuedOn: values.issuedOn, additionalSessions: Number(values.additionalSessions), ...(values.note.trim() && { note: values.note.trim() }), ...(values.providerNumber && { providerNumber: values.providerNumber }) },
      }).unwrap();
      setDone(`Referral provided for ${chosen.patientName}: ${result.sessionsApproved} sessions are now approved on their referral. We told ${chosen.psychologistName} and ${chosen.patientName}.`);
      setValue('requestId', '');
      setValue('note', '');
      void requests.refetch();
    } catch (error) {
      showErrors(fieldErrorsOf(error));
      setAlert(errorMessageOf(error));
    }
  };

  return (
    <Container>
      <h1>Provide a referral</h1>
      <p>After 6 sessions a psychologist reports back and may ask you to review the patient. Approve up to 4 more Medicare-rebated sessions (10 in a calendar year).</p>
      <p>
        To upload a care plan or referral letter for a patient who is already with Harbour, <Link to="/gp/account/send-referral">send a referral</Link> with their email: it goes straight onto their Medicare details, with the file.
      </p>
      {done && (
        <Status>
          {done} <Link to="/gp/account/referrals">See your referrals</Link>
        </Status>
      )}
      {requests.error ? (
        <LoadError what="referral requests" message={errorMessageOf(requests.error)} onRetry={() => void requests.refetch()} />
      ) : !requests.data ? (
        <Loading label="Loading referral requests" />
      ) : open.length === 0 ? (
        <p>No referral requests are waiting for you. To refer a new patient, <Link to="/gp/account/send-referral">send a referral</Link>.</p>
      ) : (
        <Fields ref={formRef} noValidate onSubmit={submit} aria-label="Provide a referral">
          <RequiredNote>Fields marked * are required.</RequiredNote>
          <FormAlert message={alert} />
          <ChoiceField
            label="Request"
            name="requestId"
            value={chosen?.itemId ?? values.requestId}
            onChange={(v) => setValue('requestId', v)}
            options={[...(open.length > 1 ? [{ value: '', label: 'Choose a request' }] : []), ...open.map((r) => ({ value: r.itemId, label: `${r.patientName}, from ${r.psychologistName}` }))]}
            error={errors.requestId}
          />
          {chosen?.message && (
            <details>
              <summary>Read the request from {chosen.psychologistName}</summary>
              <p style={{ whiteSpace: 'pre-wrap' }}>{chosen.message}</p>
            </details>
          )}
          <TextField label="Date of referral" name="issuedOn" type="date" value={values.issuedOn} onChange={(v) => setValue('issuedOn', v)} error={errors.issuedOn} required />
          <PracticeLocationChoice value={values.providerNumber} onChange={(v) => setValue('providerNumber', v)} error={errors.providerNumber} />
          <ChoiceField
            label="Further sessions approved"
            name="additionalSessions"
            value={values.additionalSessions}
            onChange={(v) => setValue('additionalSessions', v)}
            options={[4, 3, 2, 1].map((n) => ({ value: String(n), label: String(n) }))}
            error={errors.additionalSessions}
          />
          <LongTextField label="Note to the psychologist" name="note" value={values.note} onChange={(v) => setValue('note', v)} error={errors.note} hint="Optional." />
          <div>
            <Button type="submit" loading={answering.isLoading}>
              Provide referral
            </Button>
          </div>
        </Fields>
      )}
    </Container>
  );
}
