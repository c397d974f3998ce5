import { screen } from '@testing-library/react';
import { stubFetch, createTestPlatform, renderArea } from '@harbour/area-runtime/src/testing';
import { App } from '../App';
import { hcf } from '../test-support/referrers';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

describe('get matched', () => {
  it('leads to sign-up', async () => {
    network = stubFetch({});
    createTestPlatform();
    renderArea(<App />, { route: '/get-matched' });
    expect(screen.getByRole('heading', { level: 1, name: 'Get matched with a psychologist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/signup');
  });

  it("names the partner and leads to the partner's sign-up", async () => {
    network = stubFetch({ 'GET /api/users/referrers/hcf': { status: 200, body: hcf } });
    createTestPlatform();
    renderArea(<App />, { route: '/get-matched/hcf' });
    expect(await screen.findByText('Brought to you with HCF.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/signup/hcf');
  });
});
