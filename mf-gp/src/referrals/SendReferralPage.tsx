import { useRef, useState, type FormEvent } from 'react';
import { Link } from '@harbour/router';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { useGetSpecialisationsQuery } from '@harbour/sdk/reference-data';
import {
  useAttachGpReferralLetterMutation,
  useSendGpReferralMutation,
  type AttachGpReferralLetterApiArg,
  type ReferralFunding,
  type ReferralUrgency,
  type SentReferral,
} from '@harbour/sdk/referrals';
import { Button, Container, FormAlert, RequiredNote, TextField, useFormState } from '@harbour/ui';
import { ChoiceField, Fields, Fieldset, LongTextField, Status } from '../forms/fields';
import { PracticeLocationChoice } from '../forms/PracticeLocationChoice';
import { MATCH, PsychologistChoice } from './PsychologistChoice';
import { australianToday } from './today';

const EMPTY = {
  'patient.email': '',
  'patient.firstName': '',
  'patient.lastName': '',
  'carePlan.issuedOn': australianToday(),
  'carePlan.sessionsApproved': '6',
  'carePlan.reason': '',
  funding: 'Medicare',
  urgency: 'Routine',
  psychologistId: MATCH,
  letterKind: 'GPReferral',
  /** The practice location's provider number; '' is the main location. */
  providerNumber: '',
};
const LETTER_KINDS = [
  { value: 'GPReferral', label: 'Referral letter' },
  { value: 'MentalHealthCarePlan', label: 'Mental health care plan' },
];
/** The API's limit (MAX_UPLOAD_BYTES, 10 MB by default); checked here first so a large file is not sent for nothing. */
const MAX_LETTER_BYTES = 10 * 1024 * 1024;
const FUNDING: { value: ReferralFunding; label: string }[] = [
  { value: 'Medicare', label: 'Medicare (Better Access)' },
  { value: 'BulkBilled', label: 'Medicare, bulk-billed' },
  { value: 'Private', label: 'Private (no rebate)' },
  { value: 'DVA', label: 'DVA' },
  { value: 'NDIS', label: 'NDIS' },
  { value: 'WorkersComp', label: "Workers' compensation" },
];
const URGENCY: { value: ReferralUrgency; label: string }[] = [
  { value: 'Routine', label: 'Routine' },
  { value: 'Soon', label: 'Soon (within 2 weeks)' },
  { value: 'Urgent', label: 'Urgent (within days)' },
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the form checks before sending (the API checks again and names the same fields). */
function problemsOf(v: typeof EMPTY): Record<string, string> {
  const p: Record<string, string> = {};
  if (!EMAIL.test(v['patient.email'].trim())) p['patient.email'] = "Enter the patient's email address.";
  if (!v['patient.firstName'].trim()) p['patient.firstName'] = "Enter the patient's first name.";
  if (!v['patient.lastName'].trim()) p['patient.lastName'] = "Enter the patient's last name.";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v['carePlan.issuedOn'])) p['carePlan.issuedOn'] = 'Enter the date on the referral (YYYY-MM-DD).';
  else if (v['carePlan.issuedOn'] > australianToday()) p['carePlan.issuedOn'] = 'The referral date cannot be in the future.';
  if (!v['carePlan.reason'].trim()) p['carePlan.reason'] = 'Enter the reason for referral.';
  return p;
}

/** /gp/account/send-referral: the GP refers a patient with a structured referral / mental health care plan. */
export function SendReferralPage() {
  const { values, setValue, errors, showErrors, formRef } = useFormState(EMPTY);
  const [send, sending] = useSendGpReferralMutation();
  const [attachLetter, attaching] = useAttachGpReferralLetterMutation();
  const letterInput = useRef<HTMLInputElement>(null);
  const concerns = useGetSpecialisationsQuery();
  const [concernIds, setConcernIds] = useState<number[]>([]);
  const toggleConcern = (id: number, on: boolean) => setConcernIds((ids) => (on ? [...ids, id].slice(0, 5) : ids.filter((c) => c !== id)));
  const [alert, setAlert] = useState<string>();
  const [sent, setSent] = useState<SentReferral & { name: string }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    const problems = problemsOf(values);
    showErrors(problems);
    const letter = letterInput.current?.files?.[0];
    if (letter && letter.size > MAX_LETTER_BYTES) problems.letter = 'The file is larger than 10 MB. Upload a smaller file (e.g. scan at a lower resolution).';
    showErrors(problems);
    if (Object.keys(problems).length) return setAlert(problems.letter ?? 'Check the fields marked below.');
    let result: SentReferral;
    try {
      result = await send({
        sendReferralRequest: {
          patient: { email: values['patient.email'].trim(), firstName: values['patient.firstName'].trim(), lastName: values['patient.lastName'].trim() },
          carePlan: { issuedOn: values['carePlan.issuedOn'], sessionsApproved: Number(values['carePlan.sessionsApproved']), reason: values['carePlan.reason'].trim() },
          funding: values.funding as ReferralFunding,
          urgency: values.urgency as ReferralUrgency,
          ...(values.psychologistId ? { psychologistId: values.psychologistId } : concernIds.length ? { concernIds } : {}),
          ...(values.providerNumber && { providerNumber: values.providerNumber }),
        },
      }).unwrap();
    } catch (error) {
      // Nothing typed is lost: the values stay in the form beside the messages (named as the form's fields, e.g. patient.email).
      showErrors(fieldErrorsOf(error, { fullNames: true }));
      return setAlert(errorMessageOf(error));
    }
    const name = `${values['patient.firstName'].trim()} ${values['patient.lastName'].trim()}`;
    let letterProblem: string | undefined;
    if (letter) {
      const form = new FormData();
      form.append('kind', values.letterKind);
      form.append('file', letter, letter.name);
      try {
        // Multipart: the generated type names the fields; the body is the FormData itself.
        await attachLetter({ referralId: result.referralId, body: form as unknown as AttachGpReferralLetterApiArg['body'] }).unwrap();
      } catch (error) {
        letterProblem = `The referral was sent, but the file was not attached: ${errorMessageOf(error)}`;
      }
    }
    setSent({ ...result, name });
    setAlert(letterProblem);
    // The practice location stays: a GP usually sends several referrals from the same practice.
    for (const [field, value] of Object.entries(EMPTY)) if (field !== 'providerNumber') setValue(field as keyof typeof EMPTY, value);
    if (letterInput.current) letterInput.current.value = '';
    setConcernIds([]);
  };

  const text = (name: keyof typeof EMPTY, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} name={name} value={values[name]} onChange={(v) => setValue(name, v)} error={errors[name]} required {...extra} />
  );

  return (
    <Container>
      <h1>Send a referral</h1>
      <p>Refer a patient to a Harbour psychologist with a mental health care plan. A new patient gets an email inviting them to finish their account; the referral is already attached to their Medicare details.</p>
      {sent && (
        <Status>
          {sent.status === 'PatientInvited'
            ? `Referral sent. We emailed ${sent.name} an invitation to join Harbour and book.`
            : `Referral sent. It is on ${sent.name}'s Medicare details now, and we told them by email.`}{' '}
          <Link to="/gp/account/referrals">See your referrals</Link>
        </Status>
      )}
      <Fields ref={formRef} noValidate onSubmit={submit} aria-label="Send a referral">
        <RequiredNote>Fields marked * are required.</RequiredNote>
        <FormAlert message={alert} />
        <Fieldset>
          <legend>Patient</legend>
          {text('patient.firstName', 'First name', { autoComplete: 'off' })}
          {text('patient.lastName', 'Last name', { autoComplete: 'off' })}
          {text('patient.email', 'Email', { type: 'email', autoComplete: 'off', hint: 'An existing Harbour client is found by this address; a new patient is invited.' })}
        </Fieldset>
        <Fieldset>
          <legend>Referral and mental health care plan</legend>
          {text('carePlan.issuedOn', 'Date of referral', { type: 'date' })}
          <PracticeLocationChoice value={values.providerNumber} onChange={(v) => setValue('providerNumber', v)} error={errors.providerNumber} />
          <ChoiceField
            label="Sessions approved"
            name="carePlan.sessionsApproved"
            value={values['carePlan.sessionsApproved']}
            onChange={(v) => setValue('carePlan.sessionsApproved', v)}
            options={[6, 5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: n === 6 ? '6 (a new care plan)' : String(n) }))}
            error={errors['carePlan.sessionsApproved']}
          />
          <LongTextField label="Reason for referral" name="carePlan.reason" value={values['carePlan.reason']} onChange={(v) => setValue('carePlan.reason', v)} error={errors['carePlan.reason']} required hint="Presenting concerns, relevant history and any assessment scores." />
          <ChoiceField label="Attached file is the" name="letterKind" value={values.letterKind} onChange={(v) => setValue('letterKind', v)} options={LETTER_KINDS} error={errors.letterKind} />
          <label className="select">
            Referral letter or care plan file (optional; PDF, JPEG or PNG, up to 10 MB)
            <input ref={letterInput} type="file" name="letter" accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png" />
          </label>
          {errors.letter && <p role="alert">{errors.letter}</p>}
        </Fieldset>
        <ChoiceField label="Funding" name="funding" value={values.funding} onChange={(v) => setValue('funding', v)} options={FUNDING} error={errors.funding} />
        <ChoiceField label="Urgency" name="urgency" value={values.urgency} onChange={(v) => setValue('urgency', v)} options={URGENCY} error={errors.urgency} />
        <PsychologistChoice value={values.psychologistId} onChange={(v) => setValue('psychologistId', v)} error={errors.psychologistId} />
        {values.psychologistId === MATCH && (
          <Fieldset>
            <legend>Patient's concerns (Harbour matches a psychologist with them; up to 5)</legend>
            {concerns.isLoading && <p>Loading concerns…</p>}
            {concerns.error && <p>The concerns could not be loaded; the referral can still be sent and Harbour will match.</p>}
            {(concerns.data ?? []).map((c) => (
              <label key={c.specialisationId}>
                <input type="checkbox" name="concernIds" value={c.specialisationId} checked={concernIds.includes(c.specialisationId)} disabled={!concernIds.includes(c.specialisationId) && concernIds.length >= 5} onChange={(e) => toggleConcern(c.specialisationId, e.target.checked)} /> {c.name}
              </label>
            ))}
            {errors.concernIds && <p role="alert">{errors.concernIds}</p>}
          </Fieldset>
        )}
        <div>
          <Button type="submit" loading={sending.isLoading || attaching.isLoading}>
            Send referral
          </Button>
        </div>
      </Fields>
    </Container>
  );
}
