import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useToasts } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useGetPracticeBusinessDetailsQuery, useUpdatePracticeBusinessDetailsMutation } from '@harbour/sdk/practice';
import { Button, Container, FormAlert, Loading, LoadError } from '@harbour/ui';

/**
 * /psychologists/account/settings: the business details printed on invoices (ABN, checked by the
 * API). Availability, new clients and the late-cancellation window and fee are on the
 * availability page.
 */
export function SettingsPage() {
  const details = useGetPracticeBusinessDetailsQuery();
  const [save, saving] = useUpdatePracticeBusinessDetailsMutation();
  const toasts = useToasts();
  const [abn, setAbn] = useState<string | null>(null);
  const [businessName, setBusinessName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  useEffect(() => {
    if (details.data && abn === null) {
      setAbn(details.data.abn ?? '');
      setBusinessName(details.data.businessName ?? '');
    }
  }, [details.data, abn]);

  if (details.error) {
    return (
      <Container>
        <h1>Settings</h1>
        <LoadError what="your settings" message={errorMessageOf(details.error)} onRetry={() => void details.refetch()} />
      </Container>
    );
  }
  if (abn === null) return <Loading label="Loading your settings" />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    try {
      await save({ updatePracticeBusinessDetailsRequest: { abn, businessName } }).unwrap();
      toasts.show({ type: 'success', message: 'Settings saved.' });
    } catch (error) {
      const fields = (error as { data?: { fields?: Record<string, string> } })?.data?.fields;
      setProblem(fields ? `Nothing was saved. ${Object.values(fields).join(' ')}` : `Nothing was saved. ${errorMessageOf(error)}`);
    }
  };

  return (
    <Container>
      <h1>Settings</h1>
      <p>
        Your hours, new clients and the late-cancellation window and fee are set on your <Link to="/psychologists/account/availability">availability</Link> page.
      </p>
      <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: '1rem', maxWidth: '32rem' }}>
        <h2>Invoices</h2>
        <p>Medicare provider number: {details.data?.providerNumber ?? 'not set'}</p>
        <label>
          ABN
          <input value={abn} onChange={(e) => setAbn(e.target.value)} inputMode="numeric" autoComplete="off" />
        </label>
        <label>
          Business name (optional)
          <input value={businessName} onChange={(e) => setBusinessName(e.target.value)} autoComplete="organization" />
        </label>
        <FormAlert message={problem} />
        <Button type="submit" disabled={saving.isLoading}>
          Save settings
        </Button>
      </form>
    </Container>
  );
}
