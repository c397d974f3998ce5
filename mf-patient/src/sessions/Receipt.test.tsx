import { screen, within } from '@testing-library/react';
import { stubFetch, createTestPlatform, renderArea, signedIn } from '@harbour/area-runtime/src/testing';
import { Receipt } from './Receipt';

// The network is stubbed at the fetch edge; the SDK, RTK Query and the receipt are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const receipt = {
  sessionId: 's1',
  receiptNumber: 'HB-20261125-S1',
  sessionStartDate: '2026-11-24T23:00:00Z',
  timezoneId: 'Australia/Sydney',
  durationMinutes: 50,
  psychologistName: 'Sam Practitioner',
  sessionType: 'Private',
  feeCents: 22000,
  rebateCents: 0,
  funderPaysCents: 0,
  discountCents: 0,
  amountPaidCents: 22000,
  paidAt: '2026-11-25T00:00:00Z',
  isMedicareClaimable: false,
};

function show(body: object) {
  network = stubFetch({ 'GET /api/payments/sessions/s1/receipt': { status: 200, body } });
  createTestPlatform(signedIn('Riley', 'client'));
  renderArea(<Receipt sessionId="s1" zone="Australia/Sydney" />);
}

const facts = async () => (await screen.findByText('HB-20261125-S1')).closest('dl')!;

describe('the receipt', () => {
  it('shows each refund and what the client paid after them', async () => {
    show({ ...receipt, refundedCents: 7000, refunds: [{ amountCents: 5000, refundedAt: '2026-11-26T01:00:00Z' }, { amountCents: 2000, refundedAt: '2026-11-27T01:00:00Z' }] });
    const list = await facts();
    expect(within(list).getByText(/^Refunded on .*26.*2026$/).nextElementSibling).toHaveTextContent('$50.00');
    expect(within(list).getByText(/^Refunded on .*27.*2026$/).nextElementSibling).toHaveTextContent('$20.00');
    expect(within(list).getByText('You paid after refunds').nextElementSibling).toHaveTextContent('$150.00');
  });

  it('says nothing of refunds when there are none', async () => {
    show({ ...receipt, refundedCents: 0 });
    const list = await facts();
    expect(within(list).getByText('You paid').nextElementSibling).toHaveTextContent('$220.00');
    expect(within(list).queryByText(/Refunded/)).not.toBeInTheDocument();
  });
});
