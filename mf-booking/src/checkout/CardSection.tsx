import { lazy, Suspense, useState, type FormEvent } from 'react';
import { errorMessageOf } from '@harbour/sdk';
import { useGetPatientCardsQuery, useSavePaymentMethodMutation } from '@harbour/sdk/payments';
import { Button, FormAlert, Loading, TextField, useFormState } from '@harbour/ui';
import { cardEntryMode } from './card-entry';
import { cardSummary, TEST_MODE_CARD_NOTICE, testCardProblems, testPaymentMethodFor } from './test-cards';

// Stripe.js is loaded only when a publishable key is configured, and only on this step.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

/**
 * The card charged after the session. Saved cards to choose from; a new one through Stripe
 * Elements when the API gives a publishable key, otherwise the labelled test-mode form.
 */
export function CardSection({ cardId, onCardId }: { cardId?: string; onCardId: (id: string) => void }) {
  const cards = useGetPatientCardsQuery();
  const [save, saving] = useSavePaymentMethodMutation();
  const { values, setValue, errors, showErrors, formRef } = useFormState({ cardNumber: '', expiry: '', cvc: '', name: '' });
  const [alert, setAlert] = useState<string>();
  const [adding, setAdding] = useState(false);

  if (cards.isLoading) return <Loading label="Loading your cards" />;
  if (cards.error) return <p role="alert">Your cards could not be loaded. Please reload the page.</p>;
  const saved = cards.data?.cards ?? [];
  const selected = cardId ?? cards.data?.primaryPaymentMethodId ?? saved[0]?.id;
  const showForm = adding || saved.length === 0;
  const mode = cardEntryMode(cards.data?.publishableKey);

  const saveStripeMethod = async (paymentMethodId: string) => {
    try {
      const answer = await save({ savePaymentMethodRequest: { paymentMethodId, isPrimaryPaymentMethod: true } }).unwrap();
      onCardId(answer.card.id);
      setAdding(false);
    } catch (error) {
      setAlert(errorMessageOf(error));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const paymentMethodId = testPaymentMethodFor(values.cardNumber);
    const problems = testCardProblems(values);
    showErrors(problems);
    setAlert(undefined);
    if (Object.keys(problems).length) return;
    try {
      // Only the test payment method id goes to our API, never the number.
      const answer = await save({
        savePaymentMethodRequest: { paymentMethodId: paymentMethodId!, isPrimaryPaymentMethod: true, ...(values.name.trim() && { name: values.name.trim() }) },
      }).unwrap();
      onCardId(answer.card.id);
      setAdding(false);
    } catch (error) {
      setAlert(errorMessageOf(error));
    }
  };

  return (
    <>
      <p>Your card is saved now and charged only after the session.</p>
      {mode === 'test-mode' && <p role="note">{TEST_MODE_CARD_NOTICE}</p>}
      {saved.length > 0 && (
        <fieldset>
          <legend>Charge this card</legend>
          {saved.map((card) => (
            <label className="radio" key={card.id}>
              <input type="radio" name="card" value={card.id} checked={selected === card.id} onChange={() => onCardId(card.id)} />
              {cardSummary(card)}
            </label>
          ))}
          {!adding && (
            <Button type="button" variant="secondary" onClick={() => setAdding(true)}>
              Add another card
            </Button>
          )}
        </fieldset>
      )}
      {showForm && mode === 'stripe-elements' && (
        <Suspense fallback={<Loading label="Loading the card form" />}>
          <FormAlert message={alert} />
          <StripeCardForm publishableKey={cards.data!.publishableKey!} saving={saving.isLoading} onPaymentMethod={saveStripeMethod} />
        </Suspense>
      )}
      {showForm && mode === 'test-mode' && (
        <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="test-card-heading" style={{ display: 'grid', gap: '0.75rem' }}>
          <h3 id="test-card-heading">Test mode: add a test card</h3>
          <FormAlert message={alert} />
          <TextField label="Test card number" name="cardNumber" value={values.cardNumber} onChange={(v) => setValue('cardNumber', v)} error={errors.cardNumber} required inputMode="numeric" autoComplete="off" />
          <TextField label="Expiry (MM/YY)" name="expiry" value={values.expiry} onChange={(v) => setValue('expiry', v)} error={errors.expiry} required autoComplete="off" />
          <TextField label="CVC" name="cvc" value={values.cvc} onChange={(v) => setValue('cvc', v)} error={errors.cvc} required inputMode="numeric" autoComplete="off" />
          <TextField label="Name for this card" name="name" value={values.name} onChange={(v) => setValue('name', v)} autoComplete="off" />
          <Button type="submit" variant="secondary" loading={saving.isLoading}>
            Save test card
          </Button>
        </form>
      )}
    </>
  );
}
