import styled from 'styled-components';
import { rgb, VisuallyHidden } from '@harbour/ui';

export const CHECKOUT_STEPS = ['Session', 'Time', 'Your details', 'Booked'] as const;

const List = styled.ol`
  display: flex;
  gap: 0.5rem;
  list-style: none;
  padding: 0;
  margin: 0 0 1.25rem;
  font-size: 0.875rem;
  li {
    flex: 1;
    padding: 0.5rem 0.25rem 0.25rem;
    border-top: 4px solid ${({ theme }) => rgb(theme.colours.lightishGrey)};
    color: ${({ theme }) => rgb(theme.colours.dark)};
  }
  li[aria-current='step'] {
    border-top-color: ${({ theme }) => rgb(theme.colours.primary)};
    font-weight: 700;
  }
  li.done {
    border-top-color: ${({ theme }) => theme.tones.primary[300]};
  }
`;

/** The visible step indicator of the checkout (screen readers hear "step 2 of 4"). */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <nav aria-label="Booking steps">
      <List>
        {CHECKOUT_STEPS.map((name, i) => (
          <li key={name} aria-current={i + 1 === current ? 'step' : undefined} className={i + 1 < current ? 'done' : undefined}>
            <VisuallyHidden>{`Step ${i + 1} of ${CHECKOUT_STEPS.length}: `}</VisuallyHidden>
            {name}
          </li>
        ))}
      </List>
    </nav>
  );
}
