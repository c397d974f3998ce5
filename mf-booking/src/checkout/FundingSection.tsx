import { useEffect, useState, type FormEvent } from 'react';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { useGetMedicareReferralQuery, useSaveMedicareReferralMutation, type FundingDetails, type FundingRouteName } from '@harbour/sdk/payments';
import { Button, calendarDateInZone, FormAlert, formatCalendarDate, TextField, useFormState } from '@harbour/ui';
import { checkoutDraft } from './checkout-draft';
import { FUNDING_ROUTES } from './funding';
import { EMPTY_FUNDING_DETAILS, fundingDetailsFor, fundingProblems, referralRequest, usesMedicare, type FundingValues } from './funding-details';

const DRAFT_KEY = 'funding';
const todayHere = () => calendarDateInZone();

/** Funding details for the chosen route; "Update my price" saves them and re-prices the held time under it. */
export function FundingSection({
  route,
  onRoute,
  onApply,
  applying,
}: {
  route: FundingRouteName;
  onRoute: (route: FundingRouteName) => void;
  onApply: (route: FundingRouteName, funding: FundingDetails | undefined) => Promise<void>;
  applying: boolean;
}) {
  const medicare = usesMedicare(route);
  const referral = useGetMedicareReferralQuery(undefined, { skip: !medicare });
  const [saveReferral, savingReferral] = useSaveMedicareReferralMutation();
  const { values, setValue, errors, showErrors, formRef } = useFormState<FundingValues>(checkoutDraft.get(DRAFT_KEY, EMPTY_FUNDING_DETAILS));
  const [alert, setAlert] = useState<string>();
  const today = todayHere();
  const hasReferral = !!referral.data && referral.data.validUntil >= today;

  // Kept as typed, so a lost hold or a new time loses nothing.
  useEffect(() => checkoutDraft.set(DRAFT_KEY, values), [values]);

  const field = (name: keyof FundingValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} name={name} value={values[name]} onChange={(v) => setValue(name, v)} error={errors[name]} required autoComplete="off" {...extra} />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = fundingProblems(route, values, !hasReferral, today);
    showErrors(problems);
    setAlert(undefined);
    if (Object.keys(problems).length) return;
    try {
      if (medicare && !hasReferral) await saveReferral({ medicareReferralRequest: referralRequest(values) }).unwrap();
      await onApply(route, fundingDetailsFor(route, values));
    } catch (error) {
      showErrors(fieldErrorsOf(error));
      setAlert(errorMessageOf(error));
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} style={{ display: 'grid', gap: '0.75rem' }}>
      <label className="field">
        Funding
        <select value={route} onChange={(event) => onRoute(event.target.value as FundingRouteName)}>
          {FUNDING_ROUTES.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      </label>
      <FormAlert message={alert} />
      {medicare && (
        <>
          {field('medicareCardNumber', 'Medicare card number', { inputMode: 'numeric', hint: '10 digits, as on the card' })}
          {field('medicareReference', 'Your reference number on the card', { inputMode: 'numeric', maxLength: 1 })}
        </>
      )}
      {medicare && hasReferral && (
        <p role="status">
          Your referral from {referral.data!.referrerName} is current until {formatCalendarDate(referral.data!.validUntil)}.
        </p>
      )}
      {medicare && !hasReferral && !referral.isLoading && (
        <fieldset>
          <legend>Your GP referral (mental health treatment plan)</legend>
          {field('referrerName', 'GP’s name')}
          <TextField
            label="GP’s Medicare provider number"
            name="referrerProviderNumber"
            value={values.referrerProviderNumber}
            onChange={(v) => setValue('referrerProviderNumber', v)}
            error={errors.referrerProviderNumber}
            autoComplete="off"
          />
          {field('issuedOn', 'Date of the referral', { type: 'date', max: today })}
        </fieldset>
      )}
      {route === 'NDIS' && (
        <>
          <label className="field">
            How is your plan managed?
            <select value={values.ndisManagement} onChange={(event) => setValue('ndisManagement', event.target.value)}>
              <option value="plan">By a plan manager</option>
              <option value="self">I manage it myself</option>
              <option value="agency">By the NDIA (agency-managed)</option>
            </select>
          </label>
          {field('ndisParticipantNumber', 'NDIS number', { inputMode: 'numeric' })}
          {values.ndisManagement === 'plan' && field('ndisFunderName', 'Plan manager’s name')}
          {values.ndisManagement === 'plan' && (
            <TextField label="Plan manager’s invoice email" name="ndisFunderEmail" type="email" value={values.ndisFunderEmail} onChange={(v) => setValue('ndisFunderEmail', v)} error={errors.ndisFunderEmail} />
          )}
        </>
      )}
      {route === 'DVA' && (
        <>
          <label className="field">
            DVA card colour
            <select value={values.dvaCardType} onChange={(event) => setValue('dvaCardType', event.target.value)}>
              <option value="Gold">Gold</option>
              <option value="White">White</option>
              <option value="Orange">Orange</option>
            </select>
          </label>
          {field('dvaFileNumber', 'DVA file number')}
        </>
      )}
      {route === 'WorkersComp' && (
        <>
          {field('workersCompClaimNumber', 'Claim number')}
          {field('workersCompInsurer', 'Insurer')}
        </>
      )}
      {route === 'Partnership' && <p>Your partner programme pays for its sessions. We check your membership from your account.</p>}
      <Button type="submit" variant="secondary" loading={applying || savingReferral.isLoading}>
        Update my price
      </Button>
    </form>
  );
}
