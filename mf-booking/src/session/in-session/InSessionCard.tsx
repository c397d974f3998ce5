import { useState, type FormEvent } from 'react';
import { errorMessageOf } from '@harbour/sdk';
import { useGetInSessionPatientCardsQuery, useSaveInSessionPaymentMethodMutation } from '@harbour/sdk/booking';
import { Button, FormAlert, Loading, TextField, useFormState } from '@harbour/ui';
import { expiryProblem, NOT_A_TEST_CARD, testPaymentMethodFor } from '../../checkout/test-cards';

/**
 * The client's card for the next session, on the psychologist's screen: their saved cards (brand,
 * last 4, expiry), or a new one the client types in (test mode: Stripe's test numbers only; only
 * the matching `pm_card_…` id is sent, never a number).
 */
export function InSessionCard({ patientId, clientName, cardId, onCardId }: { patientId: string; clientName: string; cardId?: string; onCardId: (id: string) => void }) {
  const cards = useGetInSessionPatientCardsQuery({ patientId });
  const [save, saving] = useSaveInSessionPaymentMethodMutation();
  const { values, setValue, errors, showErrors, formRef } = useFormState({ cardNumber: '', expiry: '', cvc: '' });
  const [alert, setAlert] = useState<string>();
  const [adding, setAdding] = useState(false);

  if (cards.isLoading) return <Loading label={`Loading ${clientName}’s cards`} />;
  if (cards.error) return <p role="alert">{clientName}’s cards could not be loaded: {errorMessageOf(cards.error)}</p>;
  const saved = cards.data?.cards ?? [];
  const selected = cardId ?? cards.data?.primaryPaymentMethodId ?? saved[0]?.id;
  const showForm = adding || saved.length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const paymentMethodId = testPaymentMethodFor(values.cardNumber);
    const problems: Record<string, string> = {};
    if (!paymentMethodId) problems.cardNumber = NOT_A_TEST_CARD;
    const expiry = expiryProblem(values.expiry);
    if (expiry) problems.expiry = expiry;
    if (!/^\d{3,4}$/.test(values.cvc.trim())) problems.cvc = 'Enter the 3 or 4 digits on the back of the card.';
    showErrors(problems);
    setAlert(undefined);
    if (Object.keys(problems).length) return;
    try {
      const answer = await save({ inSessionPaymentMethodRequest: { patientId, paymentMethodId: paymentMethodId!, isPrimaryPaymentMethod: true } }).unwrap();
      onCardId(answer.card.id);
      setAdding(false);
      await cards.refetch();
    } catch (error) {
      setAlert(errorMessageOf(error));
    }
  };

  return (
    <section aria-labelledby="next-card-heading">
      <h3 id="next-card-heading">{clientName}’s card</h3>
      <p>Saved now, charged only after the next session.</p>
      {saved.length > 0 && (
        <fieldset>
          <legend>Charge this card</legend>
          {saved.map((card) => (
            <label key={card.id}>
              <input type="radio" name="next-card" value={card.id} checked={selected === card.id} onChange={() => onCardId(card.id)} />
              {card.brand} ending {card.last4}, expires {String(card.expiryMonth).padStart(2, '0')}/{String(card.expiryYear).slice(-2)}
            </label>
          ))}
          {!adding && (
            <Button type="button" variant="secondary" onClick={() => setAdding(true)}>
              Add another card
            </Button>
          )}
        </fieldset>
      )}
      {showForm && cards.data?.publishableKey && <p role="note">{clientName} can add a card from their account; then choose it here.</p>}
      {showForm && !cards.data?.publishableKey && (
        <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} aria-labelledby="next-test-card-heading" style={{ display: 'grid', gap: '0.75rem' }}>
          <h4 id="next-test-card-heading">Test mode: add a test card for {clientName}</h4>
          <p role="note">This is a test system: use a Stripe test card such as 4242 4242 4242 4242, any future expiry and any 3 digits.</p>
          <FormAlert message={alert} />
          <TextField label="Test card number" name="cardNumber" value={values.cardNumber} onChange={(v) => setValue('cardNumber', v)} error={errors.cardNumber} required inputMode="numeric" autoComplete="off" />
          <TextField label="Expiry (MM/YY)" name="expiry" value={values.expiry} onChange={(v) => setValue('expiry', v)} error={errors.expiry} required autoComplete="off" />
          <TextField label="CVC" name="cvc" value={values.cvc} onChange={(v) => setValue('cvc', v)} error={errors.cvc} required inputMode="numeric" autoComplete="off" />
          <Button type="submit" variant="secondary" loading={saving.isLoading}>
            Save test card
          </Button>
        </form>
      )}
    </section>
  );
}
