import { useState, type FormEvent } from 'react';
import { useToasts } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useProvidePatientReferralMutation } from '@harbour/sdk/correspondence';
import { Button, Container, FormAlert } from '@harbour/ui';
import { PatientSelect } from '../sessions/PatientSelect';
import { fieldProblems } from '../sessions/practice-format';

/** /psychologists/account/provide-referral: record a Medicare referral received outside Harbour (by fax or post) for a patient. */
export function ProvideReferralPage() {
  const [provide, providing] = useProvidePatientReferralMutation();
  const toasts = useToasts();
  const [patientId, setPatientId] = useState('');
  const [referrerName, setReferrerName] = useState('');
  const [provider, setProvider] = useState('');
  const [issuedOn, setIssuedOn] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!patientId) return setProblem('Choose a patient.');
    setProblem(undefined);
    try {
      await provide({ patientId, provideReferralRequest: { referrerName, issuedOn, ...(provider.trim() && { referrerProviderNumber: provider.trim() }) } }).unwrap();
      toasts.show({ type: 'success', message: 'Referral recorded.' });
      setReferrerName('');
      setProvider('');
      setIssuedOn('');
    } catch (error) {
      setProblem(fieldProblems(error).join(' ') || errorMessageOf(error));
    }
  };

  return (
    <Container>
      <h1>Record a referral</h1>
      <p>For a Medicare referral or mental health treatment plan you received outside Harbour.</p>
      <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: '1rem', maxWidth: '36rem' }}>
        <PatientSelect value={patientId} onChange={setPatientId} />
        <label>
          Referring GP
          <input value={referrerName} onChange={(e) => setReferrerName(e.target.value)} required />
        </label>
        <label>
          GP&apos;s provider number (optional)
          <input value={provider} onChange={(e) => setProvider(e.target.value)} />
        </label>
        <label>
          Date of the referral
          <input type="date" value={issuedOn} onChange={(e) => setIssuedOn(e.target.value)} required />
        </label>
        <FormAlert message={problem} />
        <Button type="submit" disabled={providing.isLoading}>
          Record referral
        </Button>
      </form>
    </Container>
  );
}
