import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea } from '../testing/renderArea';
import { AccountReadyStep } from './AccountReadyStep';

describe('AccountReadyStep', () => {
  it('says the account is ready and signs in back to returnTo', async () => {
    const platform = createTestPlatform();
    renderArea(<AccountReadyStep returnTo="/account" headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeInTheDocument();
    expect(screen.getByText(/Your email address is confirmed/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in to your account' }));
    expect(platform.signIn).toHaveBeenCalledWith({ returnTo: '/account' });
  });
});
