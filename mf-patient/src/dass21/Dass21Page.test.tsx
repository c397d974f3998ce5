import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea, signedIn, stubFetch } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the page are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => {
  network.restore();
  window.sessionStorage.clear();
});

const QUESTIONS = {
  status: 200,
  body: {
    instructions: 'Please read each statement … over the past week.',
    answerOptions: ['Did not apply to me at all', 'Some', 'Considerable', 'Very much'].map((label, value) => ({ value, label })),
    questions: Array.from({ length: 21 }, (_, i) => ({ itemNumber: i + 1, text: `Statement ${i + 1}` })),
  },
};
const ANSWERS = [...Array(20).fill(0), 3];
const OUTCOME = {
  scores: { depression: 6, anxiety: 0, stress: 0 },
  bands: { depression: 'Normal', anxiety: 'Normal', stress: 'Normal' },
  flagged: true,
  flagReasons: ['item-21-high'],
};
const SAVED = { ...OUTCOME, id: 'r1', patientId: 'user-3', takenAt: '2026-11-23T08:00:00.000Z', answers: ANSWERS, psychologistsNotified: 1 };
const PROGRESS = {
  status: 200,
  body: {
    checkinCount: 1,
    series: (['depression', 'anxiety', 'stress'] as const).map((subscale) => ({
      subscale,
      points: [{ resultId: 'r1', takenAt: SAVED.takenAt, score: OUTCOME.scores[subscale], band: 'Normal' }],
    })),
  },
};
const KEY = 'harbour.dass21.checkin';

describe('DASS-21 check-in page', () => {
  it('moves on as each answer is tapped: 21 taps answer all 21, Previous goes back with the answer kept, and keys 0–3 answer too', async () => {
    network = stubFetch({
      'GET /api/sessions/dass21/questions': QUESTIONS,
      'POST /api/sessions/dass21/score': { status: 200, body: OUTCOME },
    });
    createTestPlatform();
    renderArea(<App />, { route: '/mental-health-assessment/dass21' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start the check-in' }, { timeout: 15_000 }));

    await user.click(screen.getByRole('radio', { name: /^2 / }));
    expect(screen.getByRole('heading', { name: 'Question 2 of 21' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Question 1 of 21' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: /^2 / })).toBeChecked();
    // Tapping the answer already chosen moves on too.
    await user.click(screen.getByRole('radio', { name: /^2 / }));
    expect(screen.getByRole('heading', { name: 'Question 2 of 21' })).toHaveFocus();

    // Arrow keys only move the choice; a number key answers and moves on.
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('heading', { name: 'Question 2 of 21' })).toBeInTheDocument();
    await user.keyboard('1');
    expect(screen.getByRole('heading', { name: 'Question 3 of 21' })).toHaveFocus();

    for (let question = 3; question <= 21; question++) await user.click(screen.getByRole('radio', { name: question === 21 ? /^3 / : /^0 / }));
    // After the last answer nothing is sent until asked: focus waits on "See my results".
    expect(screen.getByRole('heading', { name: 'Question 21 of 21' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See my results' })).toHaveFocus();
    expect(network.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Sign in to save this check-in' })).toBeInTheDocument();
    expect(network.calls.find((c) => c.method === 'POST')?.body).toEqual({ answers: [2, 1, ...Array(18).fill(0), 3] });
  });

  it('saves a check-in finished before signing in, once the client is back signed in, and then forgets it', async () => {
    window.sessionStorage.setItem(KEY, JSON.stringify({ answers: ANSWERS, index: 20, awaitingSignIn: true }));
    network = stubFetch({
      'GET /api/sessions/dass21/questions': QUESTIONS,
      'POST /api/sessions/dass21/mental-health-checkin': { status: 201, body: SAVED },
      'GET /api/sessions/dass21/progress': PROGRESS,
    });
    createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<App />, { route: '/mental-health-assessment/dass21' });

    // The first render also loads the lazily imported page (slow under ts-jest).
    expect(await screen.findByText('Saved to your account.', {}, { timeout: 15_000 })).toBeInTheDocument();
    const saves = network.calls.filter((c) => c.method === 'POST');
    expect(saves.map((c) => c.body)).toEqual([{ answers: ANSWERS }]);
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
    // Flagged: crisis resources, and the psychologist was told.
    const crisis = screen.getByRole('alert');
    expect(crisis).toHaveTextContent('Lifeline on 13 11 14');
    expect(crisis).toHaveTextContent('We have let your psychologist know');
    expect(screen.getByRole('link', { name: '13 11 14' })).toHaveAttribute('href', 'tel:131114');
    // The trend: chart with a title and description, and a table alternative.
    expect(await screen.findByRole('img', { name: /DASS-21 scores over time/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Your check-ins/ })).toHaveTextContent('6 Normal');
  });

  it('keeps every answer when saving fails, so trying again loses nothing', async () => {
    window.sessionStorage.setItem(KEY, JSON.stringify({ answers: [...ANSWERS.slice(0, 20), null], index: 20 }));
    let attempts = 0;
    network = stubFetch({
      'GET /api/sessions/dass21/questions': QUESTIONS,
      'GET /api/sessions/dass21/progress': { status: 200, body: { checkinCount: 0, series: [] } },
      'POST /api/sessions/dass21/mental-health-checkin': () =>
        ++attempts === 1 ? { status: 503, body: { status: 503, title: 'Service Unavailable', detail: 'The database is busy.' } } : { status: 201, body: SAVED },
    });
    createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<App />, { route: '/mental-health-assessment/dass21' });

    await userEvent.click(await screen.findByRole('button', { name: 'Continue from question 21' }));
    expect(screen.getByRole('heading', { name: 'Question 21 of 21' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'See my results' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the answer that fits best to continue.');
    await userEvent.click(screen.getByRole('radio', { name: /^3 / }));
    await userEvent.click(screen.getByRole('button', { name: 'See my results' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('We could not save your check-in.'));
    expect(JSON.parse(window.sessionStorage.getItem(KEY)!).answers).toEqual(ANSWERS);
    expect(screen.getByRole('radio', { name: /^3 / })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'See my results' }));
    expect(await screen.findByText('Saved to your account.')).toBeInTheDocument();
  });

  it('scores without saving for someone not signed in, and offers to sign in to save', async () => {
    window.sessionStorage.setItem(KEY, JSON.stringify({ answers: [...ANSWERS.slice(0, 20), 3], index: 20 }));
    network = stubFetch({
      'GET /api/sessions/dass21/questions': QUESTIONS,
      'POST /api/sessions/dass21/score': { status: 200, body: OUTCOME },
    });
    createTestPlatform();
    renderArea(<App />, { route: '/mental-health-assessment/dass21' });

    await userEvent.click(await screen.findByRole('button', { name: 'Continue from question 21' }));
    await userEvent.click(screen.getByRole('button', { name: 'See my results' }));
    expect(await screen.findByRole('button', { name: 'Sign in to save this check-in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent('let your psychologist know');
    expect(network.calls.map((c) => `${c.method} ${c.path}`)).not.toContain('POST /api/sessions/dass21/mental-health-checkin');
    expect(JSON.parse(window.sessionStorage.getItem(KEY)!)).toMatchObject({ answers: ANSWERS, awaitingSignIn: true });
  });
});
