import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from '@harbour/router';
import { useAuth, usePlatform } from '@harbour/platform';
import { useCreatePriceReservationMutation, useEstimateSessionPriceMutation, useGetPatientPaymentTypeQuery, type FundingRouteName } from '@harbour/sdk/payments';
import { Button, formatInZone, Loading } from '@harbour/ui';
import { bookingQuery, useBookingChoice } from './booking-params';
import { isTimeTaken, useBookingErrorToast } from './booking-errors';
import { CheckoutSteps } from './CheckoutSteps';
import { FUNDING_ROUTES, isFundingRoute, NEEDS_DETAILS } from './funding';
import { QuotePanel } from './QuotePanel';
import { ChoiceGrid, Step } from './ui';
import { useSessionOptions } from './useSessionOptions';
import { useSlots, type SlotsOfPsychologist } from './useSlots';

const nameOf = (p: Pick<SlotsOfPsychologist, 'firstName' | 'lastName'>) => [p.firstName, p.lastName].filter(Boolean).join(' ');

/** Step 2, /book/availability: days and times in the viewer's zone, then the price of the chosen time. */
export function AvailabilityPage() {
  const navigate = useNavigate();
  const platform = usePlatform();
  const auth = useAuth();
  const isClient = auth.status === 'authenticated' && auth.user.userType === 'client';
  const { choice, update } = useBookingChoice();
  const options = useSessionOptions(choice);
  const slots = useSlots({ psychologistId: choice.psychologistId, timeZone: options.timezoneId, durationMinutes: options.durationMinutes });
  const paymentType = useGetPatientPaymentTypeQuery(undefined, { skip: !isClient });
  const [estimate, estimated] = useEstimateSessionPriceMutation();
  const [reserve, reserving] = useCreatePriceReservationMutation();
  const showBookingError = useBookingErrorToast();
  const [day, setDay] = useState<string>();

  const fundingRoute: FundingRouteName = isFundingRoute(choice.fundingRoute) ? choice.fundingRoute : (paymentType.data?.paymentType ?? 'Private');
  // Until its details are given, a route that needs them is priced (and held) at the private fee.
  const pricedRoute: FundingRouteName = NEEDS_DETAILS.includes(fundingRoute) ? 'Private' : fundingRoute;
  const chosenPsychologist = slots.psychologists.find((p) => p.psychologistId === choice.psychologistId);
  const chosenSlot = chosenPsychologist?.slots.find((s) => s.startsAt === choice.startsAt);

  useEffect(() => {
    document.title = 'Choose a time | Harbour';
  }, []);

  // Days that have times, in the viewer's zone (the API labels them).
  const days = useMemo(() => {
    const seen = new Map<string, string>();
    for (const p of slots.psychologists) for (const s of p.slots) if (!seen.has(s.localDate)) seen.set(s.localDate, s.dateLabel);
    return [...seen.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([localDate, dateLabel]) => ({ localDate, dateLabel }));
  }, [slots.psychologists]);
  const shownDay = day ?? (chosenSlot?.localDate || days[0]?.localDate);

  // The price at the moment a time is chosen (and when the funding changes).
  useEffect(() => {
    if (!choice.psychologistId || !choice.startsAt || !options.sessionDurationTypeId) return;
    void estimate({
      pricingEstimationRequest: {
        psychologistId: choice.psychologistId,
        sessionDurationTypeId: Number(options.sessionDurationTypeId),
        sessionStartDate: choice.startsAt,
        timezoneId: options.timezoneId,
        fundingRoute: pricedRoute,
      },
    });
  }, [choice.psychologistId, choice.startsAt, options.sessionDurationTypeId, options.timezoneId, pricedRoute, estimate]);

  const choose = (psychologistId: string, startsAt: string) => update({ psychologistId, startsAt, reservationId: undefined });

  const next = async () => {
    if (!choice.psychologistId || !choice.startsAt) return;
    const full = {
      ...choice,
      therapyTypeId: options.therapyTypeId,
      sessionDurationTypeId: options.sessionDurationTypeId,
      timezoneId: options.timezoneId,
      fundingRoute,
    };
    if (!isClient) {
      // Anonymous: keep the time in the address and sign in or up on the next step.
      navigate(`/book/finalise${bookingQuery({ ...full, reservationId: undefined })}`);
      return;
    }
    try {
      const reservation = await reserve({
        createPriceReservationRequest: {
          psychologistId: choice.psychologistId,
          sessionStartDate: choice.startsAt,
          timezoneId: options.timezoneId,
          sessionDurationTypeId: Number(options.sessionDurationTypeId),
          therapyTypeId: Number(options.therapyTypeId),
          fundingRoute: pricedRoute,
        },
      }).unwrap();
      navigate(`/book/finalise${bookingQuery({ ...full, reservationId: reservation.reservationId })}`);
    } catch (error) {
      showBookingError(error);
      if (isTimeTaken(error)) {
        update({ startsAt: undefined, reservationId: undefined });
        slots.retry();
      }
    }
  };

  const loading = options.isLoading || slots.isLoading || auth.status === 'pending';
  const withTimes = slots.psychologists.filter((p) => p.slots.some((s) => s.localDate === shownDay));

  return (
    <Step>
      <CheckoutSteps current={2} />
      <h1>Choose a time</h1>
      <p>
        Times are shown in your time zone, <strong>{options.timezoneId}</strong>
        {options.durationMinutes ? ` for a ${options.durationMinutes}-minute session` : ''}. <Link to={`/book${bookingQuery(choice)}`}>Change</Link>
      </p>
      {loading && <Loading label="Loading available times" />}
      {!loading && slots.error ? (
        <div role="alert">
          <p>Available times could not be loaded.</p>
          <Button variant="secondary" onClick={slots.retry}>
            Try again
          </Button>
        </div>
      ) : null}
      {!loading && !slots.error && days.length === 0 && (
        <p role="status">
          No times are free in the next two weeks. <Link to="/find-a-psychologist">Find another psychologist</Link>
        </p>
      )}
      {!loading && !slots.error && days.length > 0 && (
        <>
          <h2 id="days-heading">Day</h2>
          <ChoiceGrid role="group" aria-labelledby="days-heading">
            {days.map((d) => (
              <button key={d.localDate} type="button" aria-pressed={d.localDate === shownDay} onClick={() => setDay(d.localDate)}>
                {d.dateLabel}
              </button>
            ))}
          </ChoiceGrid>
          {withTimes.map((p) => (
            <section key={p.psychologistId} aria-label={nameOf(p) || 'Times'}>
              <h2 id={`times-${p.psychologistId}`}>{nameOf(p) ? `Times with ${nameOf(p)}` : 'Times'}</h2>
              <p>Psychologist’s time zone: {p.timeZone}</p>
              <ChoiceGrid role="group" aria-labelledby={`times-${p.psychologistId}`}>
                {p.slots
                  .filter((s) => s.localDate === shownDay)
                  .map((s) => (
                    <button
                      key={s.startsAt}
                      type="button"
                      aria-pressed={choice.psychologistId === p.psychologistId && choice.startsAt === s.startsAt}
                      aria-label={`${s.dateLabel} ${s.timeLabel} ${s.zoneAbbreviation}`}
                      onClick={() => choose(p.psychologistId, s.startsAt)}
                    >
                      {s.displayTimeLabel}
                    </button>
                  ))}
              </ChoiceGrid>
            </section>
          ))}
        </>
      )}
      {choice.startsAt && chosenPsychologist && (
        <section aria-labelledby="chosen-heading">
          <h2 id="chosen-heading">Your time</h2>
          <p>
            {formatInZone(choice.startsAt, options.timezoneId)}
            <br />
            For your psychologist: {formatInZone(choice.startsAt, chosenPsychologist.timeZone)}
          </p>
          <label className="field">
            How will the session be paid?
            <select value={fundingRoute} onChange={(event) => update({ fundingRoute: event.target.value })}>
              {FUNDING_ROUTES.map((route) => (
                <option key={route.value} value={route.value}>
                  {route.label}
                </option>
              ))}
            </select>
          </label>
          {pricedRoute !== fundingRoute && <p role="note">Your funder’s share is worked out from your details on the next step. Until then this is the private fee.</p>}
          {estimated.isLoading && <Loading label="Working out your price" />}
          {estimated.error && !estimated.isLoading ? <p role="alert">The price could not be worked out. Please choose the time again.</p> : null}
          {estimated.data && !estimated.isLoading && <QuotePanel quote={estimated.data} />}
          <Button fullWidth loading={reserving.isLoading} onClick={() => void next()}>
            {isClient ? 'Hold this time and continue' : 'Continue'}
          </Button>
          {!isClient && auth.status === 'authenticated' && (
            <p role="note">
              Only clients can book sessions. <Button variant="secondary" onClick={() => void platform.signOut()}>Sign out</Button>
            </p>
          )}
        </section>
      )}
    </Step>
  );
}
