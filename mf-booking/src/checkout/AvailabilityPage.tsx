import { ChoiceButtons } from '@harbour/booking-kit';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from '@harbour/router';
import { useAuth, usePlatform } from '@harbour/platform';
import { useCreatePriceReservationMutation } from '@harbour/sdk/booking';
import { useGetPatientPaymentTypeQuery } from '@harbour/sdk/payments';
import { Button, formatInZone, Loading } from '@harbour/ui';
import { bookingQuery, paramsWith, useBookingChoice } from './booking-params';
import { isTimeGone, isTimeTaken, useBookingErrorToast } from './booking-errors';
import { CheckoutSteps } from './CheckoutSteps';
import { ChosenTimePrice } from './ChosenTimePrice';
import { FundingChoice } from './FundingChoice';
import { heldRoute, initialFundingRoute } from './funding';
import { OnePsychologist, OnePsychologistTimes } from './OnePsychologist';
import { GridFilters } from './GridFilters';
import { daysWithTimes, filtersFromParams, filtersTheDirectory, fullName, paramsWithFilters, shownPsychologists } from './time-grid';
import { TimeGrid } from './TimeGrid';
import { Step } from './ui';
import { useDirectoryCards } from './useDirectoryCards';
import { useListingPrices } from './useListingPrices';
import { useSessionOptions } from './useSessionOptions';
import { useSlots } from './useSlots';

/**
 * Step 2, /book/availability: how the session is paid (so every price is the client's own), then
 * days and times in the viewer's zone — one psychologist's, named, or everyone's with who offers
 * each time — then the chosen time's price, and the hold.
 */
export function AvailabilityPage() {
  const navigate = useNavigate();
  const platform = usePlatform();
  const auth = useAuth();
  const isClient = auth.status === 'authenticated' && auth.user.userType === 'client';
  const { choice, update, params, setParams } = useBookingChoice();
  const options = useSessionOptions(choice);
  const filters = useMemo(() => filtersFromParams(params), [params]);
  // Times across psychologists unless one was asked for (choosing a time in the grid names one too: `who=any` keeps the grid).
  const onePsychologist = !!choice.psychologistId && params.get('who') !== 'any';
  const directory = useDirectoryCards(filters, options.timezoneId, onePsychologist ? choice.psychologistId : undefined);
  // With a specialty or gender filter, times only of the psychologists the directory matched: the
  // search pages over them alone (its first page of everyone may hold none of them).
  const directoryFiltered = !onePsychologist && filtersTheDirectory(filters);
  const matched = useMemo(() => (directoryFiltered && !directory.isLoading ? [...directory.cards.keys()] : undefined), [directoryFiltered, directory.isLoading, directory.cards]);
  const slots = useSlots({
    psychologistId: onePsychologist ? choice.psychologistId : undefined,
    timeZone: options.timezoneId,
    durationMinutes: options.durationMinutes,
    timeOfDay: filters,
    onlyPsychologists: directoryFiltered ? (matched ?? null) : undefined,
  });
  const paymentType = useGetPatientPaymentTypeQuery(undefined, { skip: !isClient });
  const route = initialFundingRoute(choice.fundingRoute, paymentType.data);
  // Prices are asked once the route is known: a client's comes with their payment type, and one
  // asked before it would be asked again under the client's own route.
  const routeSettled = auth.status !== 'pending' && !(isClient && paymentType.isLoading);
  const onePrice = useListingPrices(onePsychologist && choice.psychologistId && routeSettled ? [choice.psychologistId] : [], options.sessionDurationTypeId, route);
  const [reserve, reserving] = useCreatePriceReservationMutation();
  const showBookingError = useBookingErrorToast();
  const [day, setDay] = useState<string>();

  const chosenPsychologist = slots.psychologists.find((p) => p.psychologistId === choice.psychologistId);
  const chosenSlot = chosenPsychologist?.slots.find((s) => s.startsAt === choice.startsAt);
  const card = choice.psychologistId ? directory.cards.get(choice.psychologistId) : undefined;
  const name = card ? fullName(card) : chosenPsychologist ? fullName(chosenPsychologist) : '';

  useEffect(() => {
    document.title = onePsychologist && name ? `Times with ${name} | Harbour` : 'Choose a time | Harbour';
  }, [onePsychologist, name]);

  // Only days on which someone the filter matches has times.
  const days = useMemo(() => daysWithTimes(shownPsychologists(slots.psychologists, directory.cards, directoryFiltered)), [slots.psychologists, directory.cards, directoryFiltered]);
  const shownDay = day && days.some((d) => d.localDate === day) ? day : chosenSlot?.localDate || days[0]?.localDate;

  const choose = (psychologistId: string, startsAt: string) => {
    const next = paramsWith(params, choice, { psychologistId, startsAt, reservationId: undefined });
    if (!onePsychologist) next.set('who', 'any');
    setParams(next, { replace: true });
  };

  const next = async () => {
    if (!choice.psychologistId || !choice.startsAt) return;
    const full = {
      ...choice,
      therapyTypeId: options.therapyTypeId,
      sessionDurationTypeId: options.sessionDurationTypeId,
      timezoneId: options.timezoneId,
      fundingRoute: route,
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
          // Until its details are given, a route that needs them is held at the private fee.
          fundingRoute: heldRoute(route),
        },
      }).unwrap();
      navigate(`/book/finalise${bookingQuery({ ...full, reservationId: reservation.reservationId })}`);
    } catch (error) {
      showBookingError(error);
      // Taken by someone else, or the clock has passed the minimum notice since the times were
      // listed: either way the time is no longer offered, so it is let go and the times asked again.
      if (isTimeTaken(error) || isTimeGone(error)) {
        update({ startsAt: undefined, reservationId: undefined });
        slots.retry();
      }
    }
  };

  // Who and what it costs arrive with the times, so nothing moves under a finger about to tap a time.
  const loading = options.isLoading || slots.isLoading || !routeSettled || directory.isLoading || (onePsychologist && onePrice.isLoading && onePrice.prices.size === 0);
  // Nothing shown moves as the answers arrive (CLS): the zone line shows at once (nothing is
  // under it until the session's length has filled it in); one psychologist's panel shows whole
  // (card and price), and until then one placeholder holds its place and the heading names no one
  // (the name may add a line, and then only above what has just arrived). The times' own
  // placeholder then sits under the panel.
  const panelReady = !options.isLoading && (!onePsychologist || (routeSettled && !directory.isLoading && !(onePrice.isLoading && onePrice.prices.size === 0)));
  const failed = slots.error ?? (!onePsychologist && filtersTheDirectory(filters) ? directory.error : undefined);
  const dayLabel = days.find((d) => d.localDate === shownDay)?.dateLabel ?? '';

  return (
    <Step>
      <CheckoutSteps current={2} />
      <h1>{onePsychologist && name && panelReady ? `Choose a time with ${name}` : 'Choose a time'}</h1>
      <p>
        Times are shown in your time zone, <strong>{options.timezoneId}</strong>
        {options.durationMinutes ? ` for a ${options.durationMinutes}-minute session` : ''}. <Link to={`/book${bookingQuery(choice)}`}>Change</Link>
      </p>
      {!options.isLoading && (
        <>
          <FundingChoice route={route} onChange={(value) => update({ fundingRoute: value })} />
          {!onePsychologist && <GridFilters filters={filters} onChange={(next) => setParams(paramsWithFilters(params, next), { replace: true })} />}
          {!panelReady && <Loading label="Loading available times" />}
        </>
      )}
      {panelReady && onePsychologist && choice.psychologistId && (
        <OnePsychologist name={name} card={card} route={route} listed={onePrice.prices.get(choice.psychologistId)} />
      )}
      {panelReady && loading && <Loading label="Loading available times" />}
      {!loading && failed ? (
        <div role="alert">
          <p>Available times could not be loaded.</p>
          <Button variant="secondary" onClick={slots.retry}>
            Try again
          </Button>
        </div>
      ) : null}
      {!loading && !failed && days.length === 0 && (
        <p role="status">
          No times are free in the next two weeks{onePsychologist ? '' : ' that match what you chose'}. <Link to="/find-a-psychologist">Find another psychologist</Link>
        </p>
      )}
      {!loading && !failed && days.length > 0 && (
        <>
          <h2 id="days-heading">Day</h2>
          <ChoiceButtons role="group" aria-labelledby="days-heading">
            {days.map((d) => (
              <button key={d.localDate} type="button" aria-pressed={d.localDate === shownDay} onClick={() => setDay(d.localDate)}>
                {d.dateLabel}
              </button>
            ))}
          </ChoiceButtons>
          {onePsychologist ? (
            <OnePsychologistTimes
              name={name}
              psychologist={chosenPsychologist ?? slots.psychologists[0]}
              day={shownDay}
              chosen={choice.startsAt}
              onChoose={(startsAt) => choose(choice.psychologistId!, startsAt)}
            />
          ) : (
            <TimeGrid
              key={`${shownDay}|${JSON.stringify(filters)}`}
              day={shownDay}
              dayLabel={dayLabel}
              psychologists={slots.psychologists}
              cards={directory.cards}
              filters={filters}
              route={route}
              sessionDurationTypeId={options.sessionDurationTypeId}
              chosen={{ psychologistId: choice.psychologistId, startsAt: choice.startsAt }}
              onChoose={choose}
              more={slots.more}
            />
          )}
        </>
      )}
      {choice.startsAt && chosenPsychologist && (
        <section aria-labelledby="chosen-heading">
          <h2 id="chosen-heading">Your time</h2>
          <p>
            {formatInZone(choice.startsAt, options.timezoneId)}
            {name ? ` with ${name}` : ''}
            <br />
            For your psychologist: {formatInZone(choice.startsAt, chosenPsychologist.timeZone)}
          </p>
          <ChosenTimePrice psychologistId={chosenPsychologist.psychologistId} startsAt={choice.startsAt} sessionDurationTypeId={options.sessionDurationTypeId} route={route} />
          <Button fullWidth loading={reserving.isLoading} onClick={() => void next()}>
            {isClient ? 'Hold this time and continue' : 'Continue'}
          </Button>
          {!isClient && auth.status === 'authenticated' && (
            <p role="note">
              Only clients can book sessions.{' '}
              <Button variant="secondary" onClick={() => void platform.signOut()}>
                Sign out
              </Button>
            </p>
          )}
        </section>
      )}
    </Step>
  );
}
