import { useEffect, useState, type FormEvent } from 'react';
import {
  EMPTY_FUNDING_DETAILS,
  FUNDING_ROUTES,
  FundingFields,
  fundingDetailsFor,
  fundingProblems,
  referralRequest,
  usesMedicare,
  type FundingValues,
} from '@harbour/booking-kit';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import type { FundingRouteName } from '@harbour/sdk/booking';
import { useGetMedicareReferralQuery, useSaveMedicareReferralMutation } from '@harbour/sdk/funding';
import type { FundingDetails } from '@harbour/sdk/payments';
import { Button, calendarDateInZone, FormAlert, useFormState } from '@harbour/ui';
import { checkoutDraft } from './checkout-draft';

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
  const { values, setValue, errors, showErrors, formRef } = useFormState<FundingValues>({ ...EMPTY_FUNDING_DETAILS, ...checkoutDraft.get(DRAFT_KEY, EMPTY_FUNDING_DETAILS) });
  const [alert, setAlert] = useState<string>();
  const today = todayHere();
  const hasReferral = !!referral.data && referral.data.validUntil >= today;

  // Kept as typed, so a lost hold or a new time loses nothing.
  useEffect(() => checkoutDraft.set(DRAFT_KEY, values), [values]);

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
      <FundingFields route={route} values={values} setValue={setValue} errors={errors} referral={referral.isLoading ? undefined : (referral.data ?? null)} today={today} />
      <Button type="submit" variant="secondary" loading={applying || savingReferral.isLoading}>
        Update my price
      </Button>
    </form>
  );
}
