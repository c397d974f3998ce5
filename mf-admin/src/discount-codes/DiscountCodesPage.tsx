import { useState } from 'react';
import { useDialogs, useToasts } from '@harbour/platform';
import { Link } from '@harbour/router';
import { errorMessageOf } from '@harbour/sdk';
import { useDisableDiscountCodeMutation, useListDiscountCodesQuery, type DiscountCodeSummary } from '@harbour/sdk/funding';
import { Button, Container, LoadError, Loading } from '@harbour/ui';
import { CodeUses } from './CodeUses';
import { CreateCodeForm } from './CreateCodeForm';
import { discountWords, expiryWords, usesWords } from './discount-words';

/** /admin/discount-codes: every code with its uses; create one, disable one, see who used one. */
export function DiscountCodesPage() {
  const codes = useListDiscountCodesQuery();
  const [disable] = useDisableDiscountCodeMutation();
  const [disabling, setDisabling] = useState<string>();
  const [showingUses, setShowingUses] = useState<string>();
  const dialogs = useDialogs();
  const toasts = useToasts();

  const onDisable = async (c: DiscountCodeSummary) => {
    const sure = await dialogs.confirm(`Disable ${c.code}? No new quote or booking can use it; the ${c.uses} past use${c.uses === 1 ? '' : 's'} stay.`, {
      title: 'Disable discount code',
      confirmLabel: `Disable ${c.code}`,
      cancelLabel: 'Keep it',
    });
    if (!sure) return;
    setDisabling(c.code);
    try {
      await disable({ code: c.code }).unwrap();
      toasts.show({ type: 'success', message: `${c.code} is disabled.` });
    } catch (error) {
      toasts.show({ type: 'error', message: `${c.code} is not disabled. ${errorMessageOf(error)}` });
    } finally {
      setDisabling(undefined);
    }
  };

  let content;
  if (codes.error) content = <LoadError what="the discount codes" message={errorMessageOf(codes.error)} onRetry={() => void codes.refetch()} />;
  else if (!codes.data) content = <Loading label="Loading the discount codes" />;
  else if (codes.data.codes.length === 0) content = <p>No discount code exists yet.</p>;
  else
    content = (
      <ul aria-label="Discount codes" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1.5rem' }}>
        {codes.data.codes.map((c) => (
          <li key={c.code} aria-labelledby={`code-${c.code}`} style={{ borderBottom: '1px solid currentColor', paddingBottom: '1rem', overflowWrap: 'anywhere' }}>
            <h3 id={`code-${c.code}`} style={{ margin: 0 }}>
              {c.code}
            </h3>
            <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(6rem, max-content) 1fr', gap: '0.25rem 1rem', margin: '0.75rem 0' }}>
              <dt>Discount</dt>
              <dd style={{ margin: 0 }}>{discountWords(c)}</dd>
              <dt>Uses</dt>
              <dd style={{ margin: 0 }}>{usesWords(c)}</dd>
              <dt>Expires</dt>
              <dd style={{ margin: 0 }}>{expiryWords(c.validUntil)}</dd>
              <dt>Status</dt>
              <dd style={{ margin: 0 }}>{c.disabled ? 'Disabled' : 'Active'}</dd>
            </dl>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
              <Button type="button" variant="secondary" aria-expanded={showingUses === c.code} onClick={() => setShowingUses(showingUses === c.code ? undefined : c.code)}>
                {showingUses === c.code ? `Hide the uses of ${c.code}` : `See the uses of ${c.code}`}
              </Button>
              {!c.disabled && (
                <Button type="button" loading={disabling === c.code} disabled={disabling !== undefined} onClick={() => void onDisable(c)}>
                  Disable {c.code}
                </Button>
              )}
            </div>
            {showingUses === c.code && <CodeUses code={c.code} />}
          </li>
        ))}
      </ul>
    );

  return (
    <Container>
      <p>
        <Link to="/admin">Back to the console</Link>
      </p>
      <h1>Discount codes</h1>
      <p>A code takes a percentage or an amount off what the client pays, never off a funder&apos;s share. Each client may use a code once; the limit counts every booking.</p>
      <section aria-labelledby="codes-heading">
        <h2 id="codes-heading">Codes</h2>
        {content}
      </section>
      <section aria-labelledby="create-code-heading">
        <h2 id="create-code-heading">Create a code</h2>
        <CreateCodeForm />
      </section>
    </Container>
  );
}
