import { useLayoutEffect, useState, type FormEvent } from 'react';
import { errorMessageOf } from '@harbour/sdk';
import { useGetPracticeBusinessDetailsQuery, useUpdatePracticeBusinessDetailsMutation } from '@harbour/sdk/practice';
import { Button, FormAlert, Loading, LoadError } from '@harbour/ui';
import { notSavedText } from './problem-text';
import { SettingsSection } from './SettingsSection';

/** The business details printed on invoices (ABN, checked by the API). */
export function InvoiceSettings() {
  const details = useGetPracticeBusinessDetailsQuery();
  const [save, saving] = useUpdatePracticeBusinessDetailsMutation();
  const [abn, setAbn] = useState<string | null>(null);
  const [businessName, setBusinessName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [status, setStatus] = useState<string>();

  // Before paint: a painted frame of the loading block, then the form, would move the parts below.
  useLayoutEffect(() => {
    if (details.data && abn === null) {
      setAbn(details.data.abn ?? '');
      setBusinessName(details.data.businessName ?? '');
    }
  }, [details.data, abn]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    setStatus(undefined);
    try {
      await save({ updatePracticeBusinessDetailsRequest: { abn: abn ?? '', businessName } }).unwrap();
      setStatus('Invoice details saved.');
    } catch (error) {
      setProblem(notSavedText(error));
    }
  };

  return (
    <SettingsSection id="invoice-settings" title="Invoices">
      {details.error ? (
        <LoadError what="your invoice details" message={errorMessageOf(details.error)} onRetry={() => void details.refetch()} />
      ) : abn === null ? (
        <Loading label="Loading your invoice details" />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Invoice details" style={{ display: 'grid', gap: '0.75rem' }}>
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
          <div>
            <Button type="submit" loading={saving.isLoading}>
              Save invoice details
            </Button>
          </div>
          <p role="status">{status}</p>
        </form>
      )}
    </SettingsSection>
  );
}
