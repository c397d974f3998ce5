import { useEffect, useState, type FormEvent } from 'react';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { useSaveOtherFundingMutation, type OtherFundingRequest, type PatientFunding } from '@harbour/sdk/funding';
import { Button, FormAlert, TextField, useFormState } from '@harbour/ui';
import { Fields, Panel } from './ui';

const EMPTY = {
  ndisNumber: '',
  ndisManagement: 'self',
  dvaFileNumber: '',
  dvaCardType: 'Gold',
  dvaReferralIssuedOn: '',
  claimNumber: '',
  insurer: '',
  approvedSessions: '',
  programmeName: '',
  memberNumber: '',
};

/** NDIS, DVA, workers' compensation and partner programme details: fill in the ones that apply. */
export function OtherFundingForm({ funding }: { funding?: PatientFunding }) {
  const { values, setValue, errors, showErrors, formRef } = useFormState(EMPTY);
  const [save, saving] = useSaveOtherFundingMutation();
  const [alert, setAlert] = useState<string>();
  const [saved, setSaved] = useState<string>();

  useEffect(() => {
    if (!funding) return;
    setValue('ndisNumber', funding.ndis?.participantNumber ?? '');
    setValue('ndisManagement', funding.ndis?.management ?? 'self');
    setValue('dvaFileNumber', funding.dva?.fileNumber ?? '');
    setValue('dvaCardType', funding.dva?.cardType ?? 'Gold');
    setValue('dvaReferralIssuedOn', funding.dva?.referralIssuedOn ?? '');
    setValue('approvedSessions', funding.workersComp?.approvedSessions === undefined ? '' : String(funding.workersComp.approvedSessions));
    setValue('claimNumber', funding.workersComp?.claimNumber ?? '');
    setValue('insurer', funding.workersComp?.insurer ?? '');
    setValue('programmeName', funding.partnerProgramme?.programmeName ?? '');
    setValue('memberNumber', funding.partnerProgramme?.memberNumber ?? '');
  }, [funding, setValue]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    setSaved(undefined);
    const v = values;
    const body: OtherFundingRequest = {
      ...(v.ndisNumber.trim() && {
        ndis: {
          participantNumber: v.ndisNumber.trim(),
          management: v.ndisManagement as 'self' | 'plan' | 'agency',
        },
      }),
      ...(v.dvaFileNumber.trim() && {
        dva: {
          fileNumber: v.dvaFileNumber.trim(),
          cardType: v.dvaCardType as 'Gold' | 'White' | 'Orange',
          ...(v.dvaReferralIssuedOn && { referralIssuedOn: v.dvaReferralIssuedOn }),
        },
      }),
      ...((v.claimNumber.trim() || v.insurer.trim()) && {
        workersComp: {
          claimNumber: v.claimNumber.trim(),
          insurer: v.insurer.trim(),
          // A number the API checks (1–100); anything else is sent as is so the API names the field.
          ...(v.approvedSessions.trim() && { approvedSessions: Number(v.approvedSessions.trim()) }),
        },
      }),
      ...((v.programmeName.trim() || v.memberNumber.trim()) && {
        partnerProgramme: {
          programmeName: v.programmeName.trim(),
          ...(v.memberNumber.trim() && { memberNumber: v.memberNumber.trim() }),
        },
      }),
    };
    try {
      await save({ otherFundingRequest: body }).unwrap();
      setSaved('Your funding details are saved.');
    } catch (error) {
      const fields = fieldErrorsOf(error) ?? {};
      const rename: Record<string, string> = {
        'ndis.participantNumber': 'ndisNumber',
        'ndis.planManagerName': 'ndisNumber',
        'dva.fileNumber': 'dvaFileNumber',
        'workersComp.claimNumber': 'claimNumber',
        'workersComp.insurer': 'insurer',
        'workersComp.approvedSessions': 'approvedSessions',
        'dva.referralIssuedOn': 'dvaReferralIssuedOn',
        'partnerProgramme.programmeName': 'programmeName',
        'partnerProgramme.memberNumber': 'memberNumber',
      };
      showErrors(Object.fromEntries(Object.entries(fields).map(([k, m]) => [rename[k] ?? k, m])));
      setAlert(errorMessageOf(error));
    }
  };

  return (
    <Panel aria-labelledby="other-funding-heading">
      <h2 id="other-funding-heading">Other funding</h2>
      <p>Fill in only what applies to you. Leave a funder blank to remove it.</p>
      <Fields ref={formRef} noValidate onSubmit={submit} aria-label="Other funding">
        <FormAlert message={alert} />
        <TextField
          label="NDIS participant number"
          name="ndisNumber"
          value={values.ndisNumber}
          onChange={(v) => setValue('ndisNumber', v)}
          error={errors.ndisNumber}
          inputMode="numeric"
          autoComplete="off"
          hint="9 digits starting with 43"
        />
        <label className="select">
          How your NDIS plan is managed
          <select name="ndisManagement" value={values.ndisManagement} onChange={(e) => setValue('ndisManagement', e.target.value)}>
            <option value="self">Self-managed</option>
            <option value="agency">Agency-managed</option>
          </select>
        </label>
        <TextField
          label="DVA file number"
          name="dvaFileNumber"
          value={values.dvaFileNumber}
          onChange={(v) => setValue('dvaFileNumber', v)}
          error={errors.dvaFileNumber}
          autoComplete="off"
          hint="e.g. NX123456"
        />
        <label className="select">
          DVA card
          <select name="dvaCardType" value={values.dvaCardType} onChange={(e) => setValue('dvaCardType', e.target.value)}>
            <option value="Gold">Gold</option>
            <option value="White">White</option>
            <option value="Orange">Orange</option>
          </select>
        </label>
        <TextField
          label="Date of your GP’s DVA referral"
          name="dvaReferralIssuedOn"
          type="date"
          value={values.dvaReferralIssuedOn}
          onChange={(v) => setValue('dvaReferralIssuedOn', v)}
          error={errors.dvaReferralIssuedOn}
          hint="A DVA referral covers 12 sessions or one year from this date"
        />
        <TextField
          label="Workers’ compensation claim number"
          name="claimNumber"
          value={values.claimNumber}
          onChange={(v) => setValue('claimNumber', v)}
          error={errors.claimNumber}
          autoComplete="off"
        />
        <TextField
          label="Insurer named on the claim"
          name="insurer"
          value={values.insurer}
          onChange={(v) => setValue('insurer', v)}
          error={errors.insurer}
          autoComplete="off"
        />
        <TextField
          label="Sessions your insurer approved"
          name="approvedSessions"
          value={values.approvedSessions}
          onChange={(v) => setValue('approvedSessions', v)}
          error={errors.approvedSessions}
          inputMode="numeric"
          autoComplete="off"
          hint="Sessions beyond this number are not covered by the claim"
        />
        <TextField
          label="Partner or employer programme"
          name="programmeName"
          value={values.programmeName}
          onChange={(v) => setValue('programmeName', v)}
          error={errors.programmeName}
          autoComplete="off"
        />
        <TextField
          label="Programme member number"
          name="memberNumber"
          value={values.memberNumber}
          onChange={(v) => setValue('memberNumber', v)}
          error={errors.memberNumber}
          autoComplete="off"
        />
        <div>
          <Button type="submit" loading={saving.isLoading}>
            Save funding details
          </Button>
        </div>
        <p role="status">{saved}</p>
      </Fields>
    </Panel>
  );
}
