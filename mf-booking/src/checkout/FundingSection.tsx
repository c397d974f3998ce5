import { useState, type FormEvent } from 'react';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import {
  INVALID_MEDICARE_CARD_NUMBER,
  INVALID_MEDICARE_REFERENCE_NUMBER,
  INVALID_PROVIDER_NUMBER,
  isValidMedicareCardNumber,
  isValidMedicareReferenceNumber,
  isValidProviderNumber,
} from '@harbour/identifiers';
import { useGetMedicareReferralQuery, useSaveMedicareReferralMutation, type FundingDetails, type FundingRouteName } from '@harbour/sdk/payments';
import { Button, FormAlert, TextField, useFormState, formatCalendarDate } from '@harbour/ui';
import { FUNDING_ROUTES } from './funding';

const EMPTY = {
  medicareCardNumber: '',
  medicareReference: '',
  referrerName: '',
  referrerProviderNumber: '',
  issuedOn: '',
  ndisManagement: 'plan',
  ndisParticipantNumber: '',
  ndisFunderName: '',
  ndisFunderEmail: '',
  dvaCardType: 'Gold',
  dvaFileNumber: '',
  workersCompClaimNumber: '',
  workersCompInsurer: '',
};
type Values = typeof EMPTY;

function localProblems(route: FundingRouteName, v: Values, needsReferral: boolean): Record<string, string> {
  const p: Record<string, string> = {};
  if (route === 'Medicare' || route === 'BulkBilled') {
    if (!isValidMedicareCardNumber(v.medicareCardNumber)) p.medicareCardNumber = INVALID_MEDICARE_CARD_NUMBER;
    if (!isValidMedicareReferenceNumber(v.medicareReference)) p.medicareReference = INVALID_MEDICARE_REFERENCE_NUMBER;
  }
  if ((route === 'Medicare' || route === 'BulkBilled') && needsReferral) {
    if (!v.referrerName.trim()) p.referrerName = 'Enter the name of the GP who referred you.';
    if (v.referrerProviderNumber.trim() && !isValidProviderNumber(v.referrerProviderNumber)) p.referrerProviderNumber = INVALID_PROVIDER_NUMBER;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v.issuedOn)) p.issuedOn = 'Enter the date on the referral.';
  }
  if (route === 'NDIS' && !/^43\d{7}$/.test(v.ndisParticipantNumber.trim())) p.ndisParticipantNumber = 'Enter your 9-digit NDIS number (it starts with 43).';
  if (route === 'NDIS' && v.ndisManagement === 'plan' && !v.ndisFunderName.trim()) p.ndisFunderName = 'Enter your plan manager’s name.';
  if (route === 'DVA' && !v.dvaFileNumber.trim()) p.dvaFileNumber = 'Enter the file number on your DVA card.';
  if (route === 'WorkersComp' && !v.workersCompClaimNumber.trim()) p.workersCompClaimNumber = 'Enter your claim number.';
  if (route === 'WorkersComp' && !v.workersCompInsurer.trim()) p.workersCompInsurer = 'Enter the insurer named on your claim.';
  return p;
}

function fundingOf(route: FundingRouteName, v: Values): FundingDetails | undefined {
  if (route === 'NDIS')
    return {
      ndisManagement: v.ndisManagement as FundingDetails['ndisManagement'],
      ndisParticipantNumber: v.ndisParticipantNumber.trim(),
      ...(v.ndisManagement === 'plan' && { ndisFunderName: v.ndisFunderName.trim(), ...(v.ndisFunderEmail.trim() && { ndisFunderEmail: v.ndisFunderEmail.trim() }) }),
    };
  if (route === 'DVA') return { dvaCardType: v.dvaCardType as FundingDetails['dvaCardType'], dvaFileNumber: v.dvaFileNumber.trim() };
  if (route === 'WorkersComp') return { workersCompClaimNumber: v.workersCompClaimNumber.trim(), workersCompInsurer: v.workersCompInsurer.trim() };
  return undefined;
}

/** Funding details for the chosen route; Apply re-prices the held time under it. */
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
  const usesMedicare = route === 'Medicare' || route === 'BulkBilled';
  const referral = useGetMedicareReferralQuery(undefined, { skip: !usesMedicare });
  const [saveReferral, savingReferral] = useSaveMedicareReferralMutation();
  const { values, setValue, errors, showErrors, formRef } = useFormState(EMPTY);
  const [alert, setAlert] = useState<string>();
  const today = new Date().toISOString().slice(0, 10);
  const hasReferral = !!referral.data && referral.data.validUntil >= today;

  const field = (name: keyof Values, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} name={name} value={values[name]} onChange={(v) => setValue(name, v)} error={errors[name]} required autoComplete="off" {...extra} />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = localProblems(route, values, !hasReferral);
    showErrors(problems);
    setAlert(undefined);
    if (Object.keys(problems).length) return;
    try {
      if (usesMedicare && !hasReferral) {
        await saveReferral({
          medicareReferralRequest: {
            referrerName: values.referrerName.trim(),
            issuedOn: values.issuedOn,
            ...(values.referrerProviderNumber.trim() && { referrerProviderNumber: values.referrerProviderNumber.replace(/\s+/g, '').toUpperCase() }),
          },
        }).unwrap();
      }
      await onApply(route, fundingOf(route, values));
    } catch (error) {
      showErrors(fieldErrorsOf(error));
      setAlert(errorMessageOf(error));
    }
  };

  return (
    <section aria-labelledby="funding-heading">
      <h2 id="funding-heading">How the session is paid</h2>
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
        {(route === 'Medicare' || route === 'BulkBilled') && (
          <>
            {field('medicareCardNumber', 'Medicare card number', { inputMode: 'numeric', hint: '10 digits, as on the card' })}
            {field('medicareReference', 'Your reference number on the card', { inputMode: 'numeric', maxLength: 1 })}
          </>
        )}
        {usesMedicare && hasReferral && (
          <p role="status">
            Your referral from {referral.data!.referrerName} is current until {formatCalendarDate(referral.data!.validUntil)}.
          </p>
        )}
        {usesMedicare && !hasReferral && !referral.isLoading && (
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
    </section>
  );
}
