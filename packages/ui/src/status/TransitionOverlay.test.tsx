import { render, screen, within } from '@testing-library/react';
import { MODAL_Z_INDEX } from '../modal/constants';
import { TransitionOverlay } from './TransitionOverlay';

describe('TransitionOverlay', () => {
  it('renders nothing while closed', () => {
    render(<TransitionOverlay open={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces "Taking you to Harbour" politely, with a spinner, covering the viewport above modals', () => {
    render(<TransitionOverlay open destination="your account" />);
    const overlay = screen.getByRole('status');
    expect(overlay).toHaveAttribute('aria-live', 'polite');
    for (const text of ['Taking you to', 'Harbour', 'your account']) expect(within(overlay).getByText(text)).toBeVisible();
    expect(overlay.querySelector('[aria-hidden="true"]')).not.toBeNull();

    const style = getComputedStyle(overlay);
    expect(style.position).toBe('fixed');
    expect(Number(style.zIndex)).toBeGreaterThan(MODAL_Z_INDEX);
    expect(overlay.parentElement).toBe(document.body);
  });
});
