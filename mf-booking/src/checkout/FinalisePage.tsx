import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@harbour/router';
import { errorMessageOf } from '@harbour/sdk';
import { useAuth, usePlatform } from '@harbour/platform';
import {
  useCreatePriceReservationMutation,
  useGetPriceReservationQuery,
  useUpdatePriceReservationMutation,
  type FundingDetails,
  type FundingRouteName,
} from '@harbour/sdk/payments';
import { useBookSessionMutation, useCreateBookingGroupMutation, useUpdateBookingGroupMutation } from '@harbour/sdk/sessions';
import { useGetPatientIntakeQuestionsQuery } from '@harbour/sdk/users';
import { Button, formatInZone, formatTimeInZone, Loading } from '@harbour/ui';
import { bookingQuery, clearStoredBooking, useBookingChoice } from './booking-params';
import { isTimeTaken, useBookingErrorToast } from './booking-errors';
import { CancellationPolicyText } from './CancellationPolicyText';
import { CardSection } from './CardSection';
import { CheckoutSteps } from './CheckoutSteps';
import { isFundingRoute } from './funding';
import { FundingSection } from './FundingSection';
import { InlineAccount } from './InlineAccount';
import { IntakeSection } from './IntakeSection';
import { QuotePanel } from './QuotePanel';
import { Step } from './ui';
import { useSessionOptions } from './useSessionOptions';

/** Step 3, /book/finalise: who you are, how it is paid, the card, the policy, a message — then book. */
export function FinalisePage() {
  const auth = useAuth();
  const platform = usePlatform();
  const navigate = useNavigate();
  const { choice, update } = useBookingChoice();
  const options = useSessionOptions(choice);
  const showBookingError = useBookingErrorToast();
  const isClient = auth.status === 'authenticated' && auth.user.userType === 'client';

  const [reserve, reserving] = useCreatePriceReservationMutation();
  const [reprice, repricing] = useUpdatePriceReservationMutation();
  const [createGroup] = useCreateBookingGroupMutation();
  const [setMessage] = useUpdateBookingGroupMutation();
  const [book, booking] = useBookSessionMutation();
  const patientId = isClient ? auth.user.sub : '';
  const intake = useGetPatientIntakeQuestionsQuery({ patientId, psychId: choice.psychologistId ?? '' }, { skip: !isClient || !choice.psychologistId });
  const reservation = useGetPriceReservationQuery({ reservationId: choice.reservationId ?? '' }, { skip: !isClient || !choice.reservationId });

  const [route, setRoute] = useState<FundingRouteName>(isFundingRoute(choice.fundingRoute) ? choice.fundingRoute : 'Private');
  const [cardId, setCardId] = useState<string>();
  const [accepted, setAccepted] = useState(false);
  const [message, setMessageText] = useState('');
  const [problem, setProblem] = useState<string>();
  const tried = useRef(false);

  useEffect(() => {
    document.title = 'Your details | Harbour';
  }, []);

  /** The time is gone: say so (7000 ms toast) and go back to the times with the choice cleared. */
  const backToTimes = (error: unknown) => {
    showBookingError(error);
    navigate(`/book/availability${bookingQuery({ ...choice, startsAt: undefined, reservationId: undefined })}`);
  };

  // Signed in (e.g. just back from sign-in) with a time but no hold yet: hold it now.
  useEffect(() => {
    if (!isClient || choice.reservationId || !choice.startsAt || !choice.psychologistId || !options.therapyTypeId || tried.current) return;
    tried.current = true;
    reserve({
      createPriceReservationRequest: {
        psychologistId: choice.psychologistId,
        sessionStartDate: choice.startsAt,
        timezoneId: options.timezoneId,
        sessionDurationTypeId: Number(options.sessionDurationTypeId),
        therapyTypeId: Number(options.therapyTypeId),
        fundingRoute: 'Private',
      },
    })
      .unwrap()
      .then((held) => update({ reservationId: held.reservationId }))
      .catch((error) => (isTimeTaken(error) ? backToTimes(error) : setProblem(errorMessageOf(error))));
  }, [isClient, choice.reservationId, choice.startsAt, choice.psychologistId, options.therapyTypeId]);

  const apply = async (nextRoute: FundingRouteName, funding: FundingDetails | undefined) => {
    if (!choice.reservationId) return;
    try {
      await reprice({ reservationId: choice.reservationId, updatePriceReservationRequest: { fundingRoute: nextRoute, ...(funding && { funding }) } }).unwrap();
      update({ fundingRoute: nextRoute });
    } catch (error) {
      if (isTimeTaken(error)) backToTimes(error);
      else throw error;
    }
  };

  const quote = reservation.data?.quote;
  const priced = quote?.fundingRoute === route;
  const needsCard = !quote || quote.outOfPocketCents > 0;

  const submit = async () => {
    setProblem(undefined);
    if (!priced) return setProblem('Press “Update my price” to see your price under this funding before booking.');
    if (intake.data?.isRequired) return setProblem('Please answer and save the questions before your first session, then book.');
    if (!accepted) return setProblem('Please accept the cancellation policy to book.');
    try {
      let bookingGroupId: string | undefined;
      if (message.trim() && auth.status === 'authenticated') {
        const group = await createGroup({ createBookingGroupRequest: { patientId: auth.user.sub } }).unwrap();
        await setMessage({ id: group.bookingGroupId, updateBookingGroupRequest: { message: message.trim() } }).unwrap();
        bookingGroupId = group.bookingGroupId;
      }
      const session = await book({
        bookSessionRequest: { reservationId: choice.reservationId!, acceptCancellationPolicy: true, ...(bookingGroupId && { bookingGroupId }), ...(cardId && { paymentMethodId: cardId }) },
      }).unwrap();
      clearStoredBooking();
      navigate(`/book/confirmation?sessionId=${encodeURIComponent(session.sessionId)}`);
    } catch (error) {
      if (isTimeTaken(error)) backToTimes(error);
      else setProblem(showBookingError(error));
    }
  };

  const timeText = choice.startsAt ? formatInZone(choice.startsAt, options.timezoneId) : undefined;

  return (
    <Step>
      <CheckoutSteps current={3} />
      <h1>Your details</h1>
      {!choice.startsAt || !choice.psychologistId ? (
        <p role="status">
          No time is chosen yet. <Link to={`/book/availability${bookingQuery(choice)}`}>Choose a time</Link>
        </p>
      ) : (
        <p>
          Your session: <strong>{timeText}</strong>
          {options.durationMinutes ? `, ${options.durationMinutes} minutes` : ''}
          {options.therapyTypeName ? ` (${options.therapyTypeName})` : ''}. <Link to={`/book/availability${bookingQuery({ ...choice, reservationId: undefined })}`}>Change time</Link>
        </p>
      )}
      {auth.status === 'pending' && <Loading label="Checking your sign-in" />}
      {auth.status === 'unauthenticated' && choice.startsAt && <InlineAccount />}
      {auth.status === 'authenticated' && !isClient && (
        <p role="alert">
          Sessions are booked with a client account.{' '}
          <Button variant="link" onClick={() => void platform.signOut()}>
            Sign out
          </Button>
        </p>
      )}
      {isClient && choice.startsAt && (
        <>
          {(reserving.isLoading || reservation.isLoading) && <Loading label="Holding your time" />}
          {reservation.error ? <p role="alert">Your held time could not be loaded: {errorMessageOf(reservation.error)}</p> : null}
          {reservation.data && (
            <>
              <p role="status">
                We hold this time for you until {formatTimeInZone(reservation.data.expiresAt, options.timezoneId)}.
              </p>
              <FundingSection
                route={route}
                onRoute={(next) => {
                  setRoute(next);
                  setProblem(undefined);
                }}
                onApply={apply}
                applying={repricing.isLoading}
              />
              {choice.psychologistId && <IntakeSection patientId={patientId} psychologistId={choice.psychologistId} />}
              {quote && <QuotePanel quote={quote} heading={priced ? 'Your price' : 'Your price (update it for the funding chosen above)'} />}
              {needsCard ? <CardSection cardId={cardId} onCardId={setCardId} /> : <p>Nothing to pay for this session, so no card is needed.</p>}
              <section aria-labelledby="policy-heading">
                <h2 id="policy-heading">Cancellation policy</h2>
                <CancellationPolicyText policy={reservation.data.cancellationPolicy} timeZone={options.timezoneId} />
                <label className="radio">
                  <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />I accept the cancellation policy
                </label>
              </section>
              <section aria-labelledby="message-heading">
                <h2 id="message-heading">Message to your psychologist</h2>
                <label className="field">
                  Anything you would like them to know before the session (optional)
                  <textarea rows={4} maxLength={2000} value={message} onChange={(event) => setMessageText(event.target.value)} />
                </label>
              </section>
              {problem && (
                <p role="alert" style={{ fontWeight: 600 }}>
                  {problem}
                </p>
              )}
              <Button fullWidth loading={booking.isLoading} onClick={() => void submit()}>
                Book session
              </Button>
            </>
          )}
        </>
      )}
    </Step>
  );
}
