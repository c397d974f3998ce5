import { useState, type FormEvent } from 'react';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { INVALID_PROVIDER_NUMBER, isValidProviderNumber } from '@harbour/identifiers';
import { useSaveMentalHealthCarePlanMutation, type MentalHealthCarePlan } from '@harbour/sdk/funding';
import { Button, FormAlert, TextField, useFormState, formatCalendarDate } from '@harbour/ui';
import { Fields, Panel } from './ui';

const EMPTY = {
  referringGpName: '',
  referrerProviderNumber: '',
  referrerPracticeName: '',
  issuedOn: '',
  sessionsApproved: '6',
};

/** The GP referral / mental health care plan: shows the current one, adds a new one (e.g. after the 6th session). */
export function ReferralForm({ current }: { current?: MentalHealthCarePlan }) {
  const { values, setValue, errors, showErrors, formRef } = useFormState(EMPTY);
  const [save, saving] = useSaveMentalHealthCarePlanMutation();
  const [alert, setAlert] = useState<string>();
  const [saved, setSaved] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    setSaved(undefined);
    const problems: Record<string, string> = {};
    if (!values.referringGpName.trim()) problems.referringGpName = "Enter the referring GP's name.";
    if (!isValidProviderNumber(values.referrerProviderNumber)) problems.referrerProviderNumber = INVALID_PROVIDER_NUMBER;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.issuedOn)) problems.issuedOn = 'Enter the date on the referral (YYYY-MM-DD).';
    showErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      await save({
        mentalHealthCarePlanRequest: {
          referringGpName: values.referringGpName.trim(),
          referrerProviderNumber: values.referrerProviderNumber,
          ...(values.referrerPracticeName.trim() && {
            referrerPracticeName: values.referrerPracticeName.trim(),
          }),
          issuedOn: values.issuedOn,
          sessionsApproved: Number(values.sessionsApproved),
        },
      }).unwrap();
      setSaved('Your referral is saved.');
      for (const [name, value] of Object.entries(EMPTY)) setValue(name as keyof typeof EMPTY, value);
    } catch (error) {
      showErrors(fieldErrorsOf(error));
      setAlert(errorMessageOf(error));
    }
  };

  return (
    <Panel aria-labelledby="referral-heading">
      <h2 id="referral-heading">GP referral and mental health care plan</h2>
      {current ? (
        <p data-testid="current-referral">
          Current referral from {current.referringGpName} ({current.referrerProviderNumber}), dated {formatCalendarDate(current.issuedOn)}, valid until {formatCalendarDate(current.validUntil)}:{' '}
          {current.sessionsApproved} sessions approved.
        </p>
      ) : (
        <p>No current referral on file. Add the details from your GP’s referral or mental health care plan.</p>
      )}
      <Fields ref={formRef} noValidate onSubmit={submit} aria-label="Add a referral">
        <FormAlert message={alert} />
        <TextField
          label="Referring GP"
          name="referringGpName"
          value={values.referringGpName}
          onChange={(v) => setValue('referringGpName', v)}
          error={errors.referringGpName}
          required
          autoComplete="off"
        />
        <TextField
          label="GP provider number"
          name="referrerProviderNumber"
          value={values.referrerProviderNumber}
          onChange={(v) => setValue('referrerProviderNumber', v)}
          error={errors.referrerProviderNumber}
          required
          autoComplete="off"
          hint="8 characters on the referral, e.g. 4024742F"
        />
        <TextField
          label="GP practice"
          name="referrerPracticeName"
          value={values.referrerPracticeName}
          onChange={(v) => setValue('referrerPracticeName', v)}
          error={errors.referrerPracticeName}
          autoComplete="off"
        />
        <TextField
          label="Date of referral"
          name="issuedOn"
          type="date"
          value={values.issuedOn}
          onChange={(v) => setValue('issuedOn', v)}
          error={errors.issuedOn}
          required
        />
        <label className="select">
          Sessions approved
          <select name="sessionsApproved" value={values.sessionsApproved} onChange={(e) => setValue('sessionsApproved', e.target.value)}>
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <div>
          <Button type="submit" loading={saving.isLoading}>
            Save referral
          </Button>
        </div>
        <p role="status">{saved}</p>
      </Fields>
    </Panel>
  );
}
