import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaErrorBoundary } from './AreaErrorBoundary';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('render failed');
  return <p>Area content</p>;
}

describe('AreaErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the area error view with Retry when the area throws while rendering, and recovers on Retry', async () => {
    shouldThrow = true;
    const onRetry = jest.fn(async () => {
      shouldThrow = false;
    });
    render(
      <AreaErrorBoundary areaName="mf-test" onRetry={onRetry}>
        <Flaky />
      </AreaErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This part of Harbour could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Area content')).toBeInTheDocument();
  });
});
