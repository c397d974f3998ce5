import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@harbour/router';
import { useBookingChoice } from './booking-params';

// A change made after an await (a price that came back) must apply to the address as it is then:
// the first render's `update`, called after the address moved on, keeps what was added meanwhile.
it('an update from an earlier render keeps what the address gained since', () => {
  const seen: { update?: ReturnType<typeof useBookingChoice>['update']; setParams?: ReturnType<typeof useBookingChoice>['setParams']; search?: string } = {};
  function Probe() {
    const { update, setParams } = useBookingChoice();
    seen.update ??= update; // the first render's, as a slow request holds it
    seen.setParams = setParams;
    seen.search = useLocation().search;
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/book/finalise?psychologistId=p1&reservationId=r1']}>
      <Probe />
    </MemoryRouter>,
  );
  act(() => seen.setParams!(new URLSearchParams('psychologistId=p1&reservationId=r1&part=card')));
  act(() => seen.update!({ fundingRoute: 'NDIS' }));
  expect(Object.fromEntries(new URLSearchParams(seen.search))).toEqual({ psychologistId: 'p1', reservationId: 'r1', part: 'card', fundingRoute: 'NDIS' });
});
