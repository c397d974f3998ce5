import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea, signedIn, stubFetch } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const directory = { status: 200, body: { psychologists: [], total: 0, page: 1, pageSize: 50, pageCount: 0 } };

describe('send a referral', () => {
  it('names a missing field and moves focus to it; the API refusal is shown beside the kept values', async () => {
    network = stubFetch({
      'POST /api/users/psychologists/list': directory,
      'POST /api/referrals/gp': { status: 409, body: { status: 409, title: 'Conflict', detail: 'You have already sent a referral for this patient with this date.' } },
    });
    createTestPlatform(signedIn('Robin', 'gp'));
    renderArea(<App />, { route: '/gp/account/send-referral' });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Send a referral' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^First name/), 'Alex');
    await user.click(screen.getByRole('button', { name: 'Send referral' }));
    expect(await screen.findByText("Enter the patient's email address.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Last name/)).toHaveFocus();
    expect(network.calls.filter((c) => c.path === '/api/referrals/gp')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Last name/), 'New');
    await user.type(screen.getByLabelText(/^Email/), 'alex@example.com');
    await user.type(screen.getByLabelText(/^Reason for referral/), 'Low mood.');
    await user.click(screen.getByRole('button', { name: 'Send referral' }));
    expect(await screen.findByText('You have already sent a referral for this patient with this date.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('alex@example.com');
    expect(network.calls.find((c) => c.path === '/api/referrals/gp')?.body).toMatchObject({
      patient: { email: 'alex@example.com', firstName: 'Alex', lastName: 'New' },
      carePlan: { sessionsApproved: 6, reason: 'Low mood.' },
      funding: 'Medicare',
      urgency: 'Routine',
    });
  });
});

describe('send a referral with a letter', () => {
  it('sends the referral, then the file; a refused file is named and the referral stays sent', async () => {
    const refused = 'Only PDF, JPEG or PNG files can be uploaded. This file is not one of those (its contents were checked, not just its name).';
    network = stubFetch({
      'POST /api/users/psychologists/list': directory,
      'POST /api/referrals/gp': { status: 201, body: { referralId: 'r1', status: 'PatientInvited', partialAccountId: 'p1' } },
      'GET /api/users/specialisations': { status: 200, body: [{ specialisationId: 3, name: 'Anxiety' }, { specialisationId: 4, name: 'Depression' }] },
      'POST /api/referrals/gp/r1/letter': { status: 422, body: { status: 422, title: 'Validation failed', detail: refused, fields: { file: refused } } },
    });
    createTestPlatform(signedIn('Robin', 'gp'));
    renderArea(<App />, { route: '/gp/account/send-referral' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^First name/), 'Alex');
    await user.type(screen.getByLabelText(/^Last name/), 'New');
    await user.type(screen.getByLabelText(/^Email/), 'alex@example.com');
    await user.type(screen.getByLabelText(/^Reason for referral/), 'Low mood.');
    await user.click(await screen.findByRole('checkbox', { name: 'Anxiety' }));
    await user.upload(screen.getByLabelText(/^Referral letter or care plan file/), new File(['MZ'], 'letter.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Send referral' }));
    expect(await screen.findByText(`The referral was sent, but the file was not attached: ${refused}`)).toBeInTheDocument();
    expect(screen.getByText(/Referral sent\. We emailed Alex New an invitation/)).toBeInTheDocument();
    expect(network.calls.filter((c) => c.path === '/api/referrals/gp/r1/letter')).toHaveLength(1);
    expect(network.calls.find((c) => c.path === '/api/referrals/gp')?.body).toMatchObject({ concernIds: [3] });
  });
});

describe('a GP with two practice locations', () => {
  it('chooses the location the referral is written from; its provider number is sent', async () => {
    const profile = { userId: 'g1', email: 'robin@example.com', firstName: 'Robin', lastName: 'Lee', isApproved: true, userType: 'gp', providerNumber: '2547611Y', practiceName: 'Harbour Clinic', otherLocations: [{ practiceName: 'Hill Surgery', providerNumber: '2547612J' }] };
    network = stubFetch({
      'GET /api/users/profile/gp': { status: 200, body: profile },
      'POST /api/users/psychologists/list': directory,
      'POST /api/referrals/gp': { status: 201, body: { referralId: 'r1', status: 'PatientInvited', partialAccountId: 'p1' } },
    });
    createTestPlatform(signedIn('Robin', 'gp'));
    renderArea(<App />, { route: '/gp/account/send-referral' });
    const user = userEvent.setup();
    const location = await screen.findByLabelText('Practice location');
    expect(location).toHaveDisplayValue('Harbour Clinic (2547611Y)');
    await user.selectOptions(location, 'Hill Surgery (2547612J)');
    await user.type(screen.getByLabelText(/^First name/), 'Alex');
    await user.type(screen.getByLabelText(/^Last name/), 'New');
    await user.type(screen.getByLabelText(/^Email/), 'alex@example.com');
    await user.type(screen.getByLabelText(/^Reason for referral/), 'Low mood.');
    await user.click(screen.getByRole('button', { name: 'Send referral' }));
    expect(await screen.findByText(/Referral sent\./)).toBeInTheDocument();
    expect(network.calls.find((c) => c.path === '/api/referrals/gp')?.body).toMatchObject({ providerNumber: '2547612J' });
    // The location stays chosen for the next referral.
    expect(screen.getByLabelText('Practice location')).toHaveDisplayValue('Hill Surgery (2547612J)');
  });

  it('a GP with one location is not asked', async () => {
    network = stubFetch({
      'GET /api/users/profile/gp': { status: 200, body: { userId: 'g1', email: 'r@example.com', firstName: 'Robin', lastName: 'Lee', isApproved: true, userType: 'gp', providerNumber: '2547611Y', otherLocations: [] } },
      'POST /api/users/psychologists/list': directory,
    });
    createTestPlatform(signedIn('Robin', 'gp'));
    renderArea(<App />, { route: '/gp/account/send-referral' });
    expect(await screen.findByRole('heading', { name: 'Send a referral' })).toBeInTheDocument();
    await screen.findByLabelText('Psychologist');
    expect(screen.queryByLabelText('Practice location')).not.toBeInTheDocument();
  });
});

describe('referrals', () => {
  it('shows the empty state', async () => {
    network = stubFetch({ 'GET /api/referrals/gp': { status: 200, body: { items: [] } } });
    createTestPlatform(signedIn('Robin', 'gp'));
    renderArea(<App />, { route: '/gp/account/referrals' });
    expect(await screen.findByText('No referrals yet. Referrals you send and requests from psychologists appear here.')).toBeInTheDocument();
  });

  it('shows the psychologist Harbour matched', async () => {
    const item = { itemId: 'r1', kind: 'Referral', status: 'PatientInvited', needsAction: false, patientName: 'Alex New', psychologistName: 'Jordan Ng', date: '2026-11-23', sessionsApproved: 6, sessionsUsed: 0, letHarbourMatch: true, matchedByHarbour: true };
    network = stubFetch({ 'GET /api/referrals/gp': { status: 200, body: { items: [item] } } });
    createTestPlatform(signedIn('Robin', 'gp'));
    renderArea(<App />, { route: '/gp/account/referrals' });
    expect(await screen.findByText(/Matched by Harbour: Jordan Ng/)).toBeInTheDocument();
  });
});

describe('choosing the psychologist', () => {
  const card = (n: number) => ({ psychologistId: `p${n}`, firstName: 'Psych', lastName: `Number${n}` });
  const all = Array.from({ length: 60 }, (_, i) => card(i + 1));

  it('says the list is the first 50 of 60, and a search by name finds the 60th and keeps the choice while searching again', async () => {
    network = stubFetch({
      'POST /api/users/psychologists/list': ({ body }) => {
        const q = (body as { q?: string }).q?.toLowerCase();
        const matches = q ? all.filter((p) => p.lastName.toLowerCase().startsWith(q)) : all;
        return { status: 200, body: { psychologists: matches.slice(0, 50), total: matches.length, page: 1, pageSize: 50, pageCount: Math.ceil(matches.length / 50) } };
      },
      'POST /api/referrals/gp': { status: 201, body: { referralId: 'r1', status: 'Sent' } },
    });
    createTestPlatform(signedIn('Robin', 'gp'));
    renderArea(<App />, { route: '/gp/account/send-referral' });
    const user = userEvent.setup();

    const picker = await screen.findByRole('combobox', { name: 'Psychologist' });
    expect(await screen.findByText('Showing 50 of 60 psychologists: search by name to find another.')).toBeInTheDocument();
    expect(picker).toHaveAccessibleDescription('Showing 50 of 60 psychologists: search by name to find another.');
    expect(screen.queryByRole('option', { name: 'Psych Number60' })).not.toBeInTheDocument();

    // Enter in the search box narrows; it does not send the referral.
    await user.type(screen.getByRole('searchbox', { name: /^Find a psychologist/ }), 'number60{Enter}');
    await user.selectOptions(picker, await screen.findByRole('option', { name: 'Psych Number60' }));
    expect(network.calls.filter((c) => c.path === '/api/referrals/gp')).toHaveLength(0);
    expect(await screen.findByText('1 psychologist.')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: /^Find a psychologist/ }));
    await user.type(screen.getByRole('searchbox', { name: /^Find a psychologist/ }), 'nobody');
    expect(await screen.findByText('No psychologist matches that search; Harbour can match.')).toBeInTheDocument();
    expect(picker).toHaveValue('p60');
    expect(screen.getByRole('option', { name: 'Psych Number60' })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^First name/), 'Alex');
    await user.type(screen.getByLabelText(/^Last name/), 'New');
    await user.type(screen.getByLabelText(/^Email/), 'alex@example.com');
    await user.type(screen.getByLabelText(/^Reason for referral/), 'Low mood.');
    await user.click(screen.getByRole('button', { name: 'Send referral' }));
    expect(await screen.findByText(/^Referral sent\./)).toBeInTheDocument();
    expect(network.calls.find((c) => c.path === '/api/referrals/gp')?.body).toMatchObject({ psychologistId: 'p60' });
  });
});
