import { screen } from '@testing-library/react';
import { stubFetch, createTestPlatform, renderArea } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

it('/gp explains how GPs refer and links to GP sign-up', async () => {
  network = stubFetch({});
  createTestPlatform();
  renderArea(<App />, { route: '/gp' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Refer your patients to a Harbour psychologist' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create your GP account' })).toHaveAttribute('href', '/gp/signup');
});
