import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from '@harbour/router';
import { errorMessageOf } from '@harbour/sdk';
import { useAuth, usePlatform } from '@harbour/platform';
import {
  useCreatePriceReservationMutation,
  useUpdatePriceReservationMutation,
  type FundingDetails,
  type FundingRouteName,
  useBookSessionMutation,
  useCreateBookingGroupMutation,
  useUpdateBookingGroupMutation,
} from '@harbour/sdk/booking';
import { useGetPatientIntakeQuestionsQuery } from '@harbour/sdk/intake';
import { useGetPatientPaymentTypeQuery, useGetPatientCardsQuery } from '@harbour/sdk/payments';
import { Button, formatInZone, Loading } from '@harbour/ui';
import { QuotePanel } from '@harbour/booking-kit';
import { bookingQuery, clearStoredBooking, useBookingChoice } from './booking-params';
import { isHoldLost, isTimeTaken, useBookingErrorToast } from './booking-errors';
import { checkoutDraft, useDraft } from './checkout-draft';
import { CheckoutSteps } from './CheckoutSteps';
import { nextPart, PART_TITLES, partsFor, previousPart, shownPart, type FinalisePart, type PartFacts } from './finalise-parts';
import { heldRoute, initialFundingRoute } from './funding';
import { FundingSection } from './FundingSection';
import { HoldStatus } from './HoldStatus';
import { Step } from './ui';
import { useHold } from './useHold';
import { useSessionOptions } from './useSessionOptions';

// Only the first part is needed for the page's first paint; the later parts (and the account form
// for a visitor not signed in) arrive as their own chunks straight after it, so the page's own
// download stays small and nothing waits when Continue is pressed.
const CardSection = lazy(() => import('./CardSection').then((m) => ({ default: m.CardSection })));
const ConfirmPart = lazy(() => import('./ConfirmPart').then((m) => ({ default: m.ConfirmPart })));
const InlineAccount = lazy(() => import('./InlineAccount').then((m) => ({ default: m.InlineAccount })));
const IntakeSection = lazy(() => import('./IntakeSection').then((m) => ({ default: m.IntakeSection })));

/**
 * Step 3, /book/finalise: who you are, then short parts — how it is paid, the intake questions
 * (before a first session), the card, check and book — one at a time, each saved as it is done,
 * under a visible hold that is taken again if it runs out.
 */
export function FinalisePage() {
  const auth = useAuth();
  const platform = usePlatform();
  const navigate = useNavigate();
  const { choice, update, params, setParams, currentParams } = useBookingChoice();
  const options = useSessionOptions(choice);
  const showBookingError = useBookingErrorToast();
  const isClient = auth.status === 'authenticated' && auth.user.userType === 'client';
  const patientId = isClient ? auth.user.sub : '';

  const [reserve, reserving] = useCreatePriceReservationMutation();
  const [reprice, repricing] = useUpdatePriceReservationMutation();
  const [createGroup] = useCreateBookingGroupMutation();
  const [setMessage] = useUpdateBookingGroupMutation();
  const [book, booking] = useBookSessionMutation();
  const intake = useGetPatientIntakeQuestionsQuery({ patientId, psychId: choice.psychologistId ?? '' }, { skip: !isClient || !choice.psychologistId });
  const cards = useGetPatientCardsQuery(undefined, { skip: !isClient });
  const paymentType = useGetPatientPaymentTypeQuery(undefined, { skip: !isClient });

  const time = useMemo(
    () =>
      choice.psychologistId && choice.startsAt && options.sessionDurationTypeId && options.therapyTypeId
        ? { psychologistId: choice.psychologistId, startsAt: choice.startsAt, timezoneId: options.timezoneId, sessionDurationTypeId: options.sessionDurationTypeId, therapyTypeId: options.therapyTypeId }
        : undefined,
    [choice.psychologistId, choice.startsAt, options.timezoneId, options.sessionDurationTypeId, options.therapyTypeId],
  );
  const onReservation = useCallback((reservationId: string) => update({ reservationId }), [update]);
  const hold = useHold({ reservationId: isClient ? choice.reservationId : undefined, time, onReservation });
  const held = hold.reservation.currentData ?? hold.reservation.data;

  const [route, setRoute] = useState<FundingRouteName>(() => initialFundingRoute(choice.fundingRoute) ?? 'Private');
  const [cardId, setCardId] = useState<string>();
  const [accepted, setAccepted] = useState(false);
  const [message, setMessageText] = useDraft('message', '');
  const [problem, setProblem] = useState<string>();
  const [intakeAsked, setIntakeAsked] = useState(false);
  const tried = useRef(false);

  useEffect(() => {
    document.title = 'Your details | Harbour';
  }, []);

  // A client whose account says Medicare (a referral on file) or a partner starts there, unless they chose.
  useEffect(() => {
    if (paymentType.data && !choice.fundingRoute) setRoute(initialFundingRoute(undefined, paymentType.data) ?? 'Private');
  }, [paymentType.data]);

  // The intake part stays in the list once it was due, so the parts do not renumber after saving.
  useEffect(() => {
    if (intake.data?.isRequired) setIntakeAsked(true);
  }, [intake.data?.isRequired]);

  const toTimes = `/book/availability${bookingQuery({ ...choice, startsAt: undefined, reservationId: undefined })}`;

  // Signed in (e.g. just back from sign-in) with a time but no hold yet: hold it now.
  useEffect(() => {
    if (!isClient || choice.reservationId || !time || tried.current) return;
    tried.current = true;
    reserve({
      createPriceReservationRequest: {
        psychologistId: time.psychologistId,
        sessionStartDate: time.startsAt,
        timezoneId: time.timezoneId,
        sessionDurationTypeId: Number(time.sessionDurationTypeId),
        therapyTypeId: Number(time.therapyTypeId),
        fundingRoute: heldRoute(initialFundingRoute(choice.fundingRoute)),
      },
    })
      .unwrap()
      .then((reservation) => update({ reservationId: reservation.reservationId }))
      .catch((error) => {
        if (isTimeTaken(error)) {
          showBookingError(error);
          navigate(toTimes);
        } else setProblem(errorMessageOf(error));
      });
  }, [isClient, choice.reservationId, time]);

  const quote = held?.quote;
  const priced = quote?.fundingRoute === route;
  const needsCard = !quote || quote.outOfPocketCents > 0;
  const savedCards = cards.data?.cards ?? [];
  const chosenCard = cardId ?? cards.data?.primaryPaymentMethodId ?? savedCards[0]?.id;
  const facts: PartFacts = {
    priced,
    intakeAsked,
    intakeSaved: !!intake.data && !intake.data.isRequired,
    needsCard,
    cardChosen: !!chosenCard && savedCards.some((c) => c.id === chosenCard),
  };
  const parts = partsFor(facts);
  const part = shownPart(params.get('part'), facts);
  // Whether the intake questions are due decides which part follows the price: until that read has
  // answered, Continue and Book wait, so a first session's questions are never skipped and the page
  // never jumps back to them from a later part.
  const partsSettled = !intake.isLoading;

  // Moving between parts: the heading of the new one takes focus, and the hold is read afresh
  // (it may have run out while the client was away).
  const partHeading = useRef<HTMLHeadingElement>(null);
  const shownBefore = useRef<FinalisePart | undefined>(undefined);
  useEffect(() => {
    if (shownBefore.current && shownBefore.current !== part) {
      partHeading.current?.focus();
      if (choice.reservationId) void hold.reservation.refetch();
    }
    shownBefore.current = part;
  }, [part]);

  const goTo = (next: FinalisePart) => {
    setProblem(undefined);
    const nextParams = new URLSearchParams(currentParams());
    nextParams.set('part', next);
    setParams(nextParams); // a new history entry: Back returns to the previous part
  };

  const apply = async (nextRoute: FundingRouteName, funding: FundingDetails | undefined) => {
    if (!choice.reservationId) return;
    try {
      await reprice({ reservationId: choice.reservationId, updatePriceReservationRequest: { fundingRoute: nextRoute, ...(funding && { funding }) } }).unwrap();
      hold.priced({ route: nextRoute, funding });
      update({ fundingRoute: nextRoute });
    } catch (error) {
      // The hold ran out: hold the same time again, priced under what was just given.
      if (isHoldLost(error)) hold.ranOut({ route: nextRoute, funding });
      else if (isTimeTaken(error)) hold.taken();
      else throw error;
    }
  };

  const continueFrom = (current: FinalisePart) => {
    if (current === 'funding' && !facts.priced) return setProblem('Press “Update my price” to see your price under this funding, then continue.');
    if (current === 'intake' && !facts.intakeSaved) return setProblem('Please answer and save the questions, then continue.');
    if (current === 'card' && !facts.cardChosen) return setProblem('Please add a card or choose a saved one, then continue.');
    goTo(nextPart(current, facts));
  };

  const submit = async () => {
    setProblem(undefined);
    const unfinished = parts.find((p) => p !== 'confirm' && !(p === 'funding' ? facts.priced : p === 'intake' ? facts.intakeSaved || !facts.intakeAsked : facts.cardChosen || !facts.needsCard));
    if (unfinished) return setProblem(`Please finish “${PART_TITLES[unfinished]}” first.`);
    if (!accepted) return setProblem('Please accept the cancellation policy to book.');
    try {
      let bookingGroupId: string | undefined;
      if (message.trim() && auth.status === 'authenticated') {
        const group = await createGroup({ createBookingGroupRequest: { patientId: auth.user.sub } }).unwrap();
        await setMessage({ id: group.bookingGroupId, updateBookingGroupRequest: { message: message.trim() } }).unwrap();
        bookingGroupId = group.bookingGroupId;
      }
      const session = await book({
        bookSessionRequest: {
          reservationId: choice.reservationId!,
          acceptCancellationPolicy: true,
          ...(bookingGroupId && { bookingGroupId }),
          ...(needsCard && chosenCard && { paymentMethodId: chosenCard }),
        },
      }).unwrap();
      clearStoredBooking();
      checkoutDraft.clear();
      navigate(`/book/confirmation?sessionId=${encodeURIComponent(session.sessionId)}`);
    } catch (error) {
      if (isTimeTaken(error)) hold.taken();
      else if (isHoldLost(error)) {
        hold.ranOut();
        setProblem('Your hold ran out, so we are holding this time for you again. Press “Book session” once it is held.');
      } else setProblem(showBookingError(error));
    }
  };

  const timeText = choice.startsAt ? formatInZone(choice.startsAt, options.timezoneId) : undefined;
  const section = (name: FinalisePart, body: ReactNode) => (
    <section key={name} aria-labelledby={`part-${name}`} hidden={part !== name}>
      <p style={{ margin: '1.5rem 0 0' }}>
        Part {parts.indexOf(name) + 1} of {parts.length}
      </p>
      <h2 id={`part-${name}`} ref={part === name ? partHeading : undefined} tabIndex={-1} style={{ marginTop: '0.25rem' }}>
        {PART_TITLES[name]}
      </h2>
      <Suspense fallback={<Loading />}>{body}</Suspense>
      {part === name && problem && (
        <p role="alert" style={{ fontWeight: 600 }}>
          {problem}
        </p>
      )}
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', marginTop: '1rem' }}>
        {previousPart(name, facts) && (
          <Button type="button" variant="secondary" onClick={() => goTo(previousPart(name, facts)!)}>
            Back
          </Button>
        )}
        {name !== 'confirm' && (
          <Button type="button" loading={!partsSettled} onClick={() => continueFrom(name)}>
            Continue
          </Button>
        )}
      </div>
    </section>
  );

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
      {auth.status === 'unauthenticated' && choice.startsAt && (
        <Suspense fallback={<Loading />}>
          <InlineAccount />
        </Suspense>
      )}
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
          {(reserving.isLoading || (hold.reservation.isLoading && !held)) && <Loading label="Holding your time" />}
          {hold.reservation.error && !held ? <p role="alert">Your held time could not be loaded: {errorMessageOf(hold.reservation.error)}</p> : null}
          {problem && !held && <p role="alert">{problem}</p>}
          {held && (
            <>
              <HoldStatus
                expiresAt={hold.current ? String(hold.current.expiresAt) : undefined}
                timeZone={options.timezoneId}
                phase={hold.phase}
                onRanOut={hold.ranOut}
                onRetry={hold.retry}
                chooseAnotherTime={toTimes}
              />
              {section(
                'funding',
                <>
                  <FundingSection
                    route={route}
                    onRoute={(next) => {
                      setRoute(next);
                      setProblem(undefined);
                    }}
                    onApply={apply}
                    applying={repricing.isLoading}
                  />
                  {quote && <QuotePanel quote={quote} heading={priced ? 'Your price' : 'Your price (update it for the funding chosen above)'} />}
                </>,
              )}
              {intakeAsked && choice.psychologistId && section('intake', <IntakeSection patientId={patientId} psychologistId={choice.psychologistId} />)}
              {needsCard && section('card', <CardSection cardId={chosenCard} onCardId={setCardId} />)}
              {section(
                'confirm',
                <ConfirmPart
                  quote={quote}
                  needsCard={needsCard}
                  policy={held.cancellationPolicy}
                  timeZone={options.timezoneId}
                  accepted={accepted}
                  onAccepted={setAccepted}
                  message={message}
                  onMessage={setMessageText}
                  booking={booking.isLoading || !partsSettled}
                  onBook={() => void submit()}
                />,
              )}
            </>
          )}
        </>
      )}
    </Step>
  );
}
