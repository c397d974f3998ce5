import { useMemo, useState, type FormEvent } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { Button, FormAlert } from '@harbour/ui';

/**
 * Stripe Elements (loaded only when a publishable key is configured, and only on this step): the
 * card details go from Stripe's own frame to Stripe, and we get back a payment method id (`pm_…`)
 * to save with a SetupIntent. The page's CSP must allow Stripe's hosts (CSP_STRIPE_HOSTS).
 */
export default function StripeCardForm({ publishableKey, saving, onPaymentMethod }: { publishableKey: string; saving: boolean; onPaymentMethod: (paymentMethodId: string) => Promise<void> }) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <CardForm saving={saving} onPaymentMethod={onPaymentMethod} />
    </Elements>
  );
}

function CardForm({ saving, onPaymentMethod }: { saving: boolean; onPaymentMethod: (paymentMethodId: string) => Promise<void> }) {
  const stripe = useStripe();
  const elements = useElements();
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return setAlert('The card form is still loading. Please try again in a moment.');
    setBusy(true);
    setAlert(undefined);
    const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
    setBusy(false);
    if (error || !paymentMethod) return setAlert(error?.message ?? 'The card could not be added. Please check the details.');
    await onPaymentMethod(paymentMethod.id);
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="stripe-card-heading" style={{ display: 'grid', gap: '0.75rem' }}>
      <h3 id="stripe-card-heading">Add a card</h3>
      <FormAlert message={alert} />
      <div aria-label="Card details" role="group" style={{ padding: '0.75rem', border: '1px solid currentColor', borderRadius: 6 }}>
        <CardElement options={{ hidePostalCode: true }} />
      </div>
      <Button type="submit" variant="secondary" loading={busy || saving}>
        Save card
      </Button>
    </form>
  );
}
