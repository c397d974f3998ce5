import { useCallback, useEffect, useReducer, useRef } from 'react';
import { errorMessageOf } from '@harbour/sdk';
import {
  useCreatePriceReservationMutation,
  useGetPriceReservationQuery,
  type FundingDetails,
  type FundingRouteName,
} from '@harbour/sdk/booking';
import { isTimeGone, isTimeTaken } from './booking-errors';
import { holdRanOut, holdReducer } from './hold';

export interface HeldTime {
  psychologistId: string;
  startsAt: string;
  timezoneId: string;
  sessionDurationTypeId: string;
  therapyTypeId: string;
}

/** What the next hold carries: the route and details last priced. */
export interface HoldTerms {
  route: FundingRouteName;
  funding?: FundingDetails;
}

/**
 * The client's hold on the chosen time (a price reservation). When it runs out — by the clock,
 * or as the API reads it (Expired, or Released by another tab) — the same time is held again with
 * the same route and details if it is still free; the page stays as it is, so nothing typed is lost.
 */
export function useHold({ reservationId, time, onReservation }: { reservationId: string | undefined; time: HeldTime | undefined; onReservation: (reservationId: string) => void }) {
  const reservation = useGetPriceReservationQuery({ reservationId: reservationId ?? '' }, { skip: !reservationId });
  const [reserve] = useCreatePriceReservationMutation();
  const [phase, dispatch] = useReducer(holdReducer, { kind: 'held' });
  const terms = useRef<HoldTerms | undefined>(undefined);
  // The hold made last: until the address names it (a router transition), the old one is not ours to run out again.
  const newest = useRef<string | undefined>(undefined);
  const current = reservation.currentData && (!newest.current || reservation.currentData.reservationId === newest.current) ? reservation.currentData : undefined;
  // Read when holding again, so a new render's objects never restart a hold under way.
  const latest = useRef({ time, onReservation });
  latest.current = { time, onReservation };

  // The route and details the hold was last priced with, for holding it again.
  useEffect(() => {
    if (current && !terms.current) terms.current = { route: current.quote.fundingRoute };
  }, [current]);

  // As the API reads it: ran out while the client was away (the clock in HoldStatus sees the rest).
  useEffect(() => {
    if (current && holdRanOut({ status: current.status, expiresAt: String(current.expiresAt) }, Date.now())) dispatch({ type: 'ran-out' });
  }, [current]);

  useEffect(() => {
    const { time } = latest.current;
    if (phase.kind !== 'reholding' || !time) return;
    let cancelled = false;
    reserve({
      createPriceReservationRequest: {
        psychologistId: time.psychologistId,
        sessionStartDate: time.startsAt,
        timezoneId: time.timezoneId,
        sessionDurationTypeId: Number(time.sessionDurationTypeId),
        therapyTypeId: Number(time.therapyTypeId),
        fundingRoute: terms.current?.route ?? 'Private',
        ...(terms.current?.funding && { funding: terms.current.funding }),
      },
    })
      .unwrap()
      .then((held) => {
        if (cancelled) return;
        newest.current = held.reservationId;
        latest.current.onReservation(held.reservationId);
        dispatch({ type: 'reheld' });
      })
      .catch((error) => {
        if (cancelled) return;
        if (isTimeTaken(error)) dispatch({ type: 'taken' });
        else if (isTimeGone(error)) dispatch({ type: 'gone', message: errorMessageOf(error) });
        else dispatch({ type: 'failed', message: errorMessageOf(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [phase, reserve]);

  /** The hold ran out (the clock, or a 409 from the API); `next` is what the new hold should carry. */
  const ranOut = useCallback((next?: HoldTerms) => {
    if (next) terms.current = next;
    dispatch({ type: 'ran-out' });
  }, []);

  return {
    reservation,
    /** The hold as the API last read it, once it is the newest one. */
    current,
    phase,
    ranOut,
    retry: useCallback(() => dispatch({ type: 'retry' }), []),
    taken: useCallback(() => dispatch({ type: 'taken' }), []),
    /** A re-price went through: later holds carry it. */
    priced: useCallback((next: HoldTerms) => {
      terms.current = next;
    }, []),
  };
}
