import type { FundingRouteName } from '@harbour/sdk/booking';
import type { MedicareReferral } from '@harbour/sdk/funding';
import { formatCalendarDate, TextField, type FieldErrors } from '@harbour/ui';
import { usesMedicare, type FundingValues } from './funding-details';

/**
 * The details a funding route is priced with: the Medicare card and, when none is current, the GP
 * referral; the NDIS number and plan manager; the DVA card; the workers' compensation claim; or a
 * word on the partner programme. Fields only: the form, its check (`fundingProblems`) and its
 * submit are the page's.
 */
export function FundingFields({
  route,
  values,
  setValue,
  errors,
  referral,
  today,
}: {
  route: FundingRouteName;
  values: FundingValues;
  setValue: (name: keyof FundingValues, value: string) => void;
  errors: FieldErrors;
  /** The client's referral on file: `undefined` while it loads, `null` when there is none. */
  referral: MedicareReferral | null | undefined;
  /** 'YYYY-MM-DD' on the client's clock: the latest date a referral can carry. */
  today: string;
}) {
  const medicare = usesMedicare(route);
  const current = referral && referral.validUntil >= today ? referral : undefined;
  const field = (name: keyof FundingValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} name={name} value={values[name]} onChange={(v) => setValue(name, v)} error={errors[name]} required autoComplete="off" {...extra} />
  );
  return (
    <>
      {medicare && (
        <>
          {field('medicareCardNumber', 'Medicare card number', { inputMode: 'numeric', hint: '10 digits, as on the card' })}
          {field('medicareReference', 'Your reference number on the card', { inputMode: 'numeric', maxLength: 1 })}
        </>
      )}
      {medicare && current && (
        <p role="status">
          Your referral from {current.referrerName} is current until {formatCalendarDate(current.validUntil)}.
        </p>
      )}
      {medicare && !current && referral !== undefined && (
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
          <TextField
            label="Date of your DVA referral"
            name="dvaReferralIssuedOn"
            type="date"
            max={today}
            value={values.dvaReferralIssuedOn}
            onChange={(v) => setValue('dvaReferralIssuedOn', v)}
            error={errors.dvaReferralIssuedOn}
            hint="A GP’s DVA referral covers 12 sessions or one year from this date."
            autoComplete="off"
          />
        </>
      )}
      {route === 'WorkersComp' && (
        <>
          {field('workersCompClaimNumber', 'Claim number')}
          {field('workersCompInsurer', 'Insurer')}
          <TextField
            label="Sessions your insurer approved"
            name="workersCompApprovedSessions"
            inputMode="numeric"
            value={values.workersCompApprovedSessions}
            onChange={(v) => setValue('workersCompApprovedSessions', v)}
            error={errors.workersCompApprovedSessions}
            hint="As on the insurer’s approval: sessions past it are not covered."
            autoComplete="off"
          />
        </>
      )}
      {route === 'Partnership' && <p>Your partner programme pays for its sessions. We check your membership from your account.</p>}
    </>
  );
}
