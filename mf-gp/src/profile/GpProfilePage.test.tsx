import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea, signedIn, stubFetch } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the page are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const profile = { userId: 'g1', email: 'robin@example.com', firstName: 'Robin', lastName: 'Lee', isApproved: true, userType: 'gp', providerNumber: '2547611Y', practiceName: 'Harbour Clinic', otherLocations: [] };
const INVALID = 'That is not a valid Medicare provider number. Check the 8 characters, e.g. 4024742F.';

describe('GP profile: other practice locations', () => {
  it('adds a location by keyboard, shows the API’s message on that row and takes focus there; removing one sends the rest', async () => {
    network = stubFetch({
      'GET /api/users/profile/gp': { status: 200, body: profile },
      'PUT /api/users/profile/gp': { status: 422, body: { status: 422, title: 'Validation failed', detail: `otherLocations.0.providerNumber: ${INVALID}`, fields: { 'otherLocations.0.providerNumber': INVALID } } },
    });
    createTestPlatform(signedIn('Robin', 'gp'));
    renderArea(<App />, { route: '/gp/account/profile' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add a practice location' }));
    const row = screen.getByRole('group', { name: 'Practice location 2' });
    expect(within(row).getByLabelText('Practice name')).toHaveFocus();
    await user.keyboard('Hill Surgery');
    await user.type(within(row).getByLabelText('Provider number'), '2547612K');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await within(row).findByText(INVALID)).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByLabelText('Provider number')).toHaveFocus());
    expect(within(row).getByLabelText('Practice name')).toHaveValue('Hill Surgery');
    expect(network.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ providerNumber: '2547611Y', otherLocations: [{ practiceName: 'Hill Surgery', providerNumber: '2547612K' }] });

    await user.click(within(row).getByRole('button', { name: 'Remove Hill Surgery' }));
    expect(screen.queryByRole('group', { name: 'Practice location 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a practice location' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    // The second save is sent once the mutation starts, not within the click.
    await waitFor(() => expect(network.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(network.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ otherLocations: [] });
  });
});
