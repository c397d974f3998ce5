import { useState } from 'react';
import { Button } from '../button/Button';
import { Actions, Panel } from './Panel';

export const AREA_ERROR_HEADING = 'This part of Harbour could not be loaded';

export interface AreaErrorProps {
  /** Tries to load the area again; the button shows loading until a returned promise settles. */
  onRetry: () => unknown;
  /** Heading element; h2 suits a slot inside a page that already has its own h1. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  className?: string;
  /** Why, when the slot knows (e.g. the area was built for another platform contract). */
  detail?: string;
}

/** What an area slot shows when its area fails to load or throws: the rest of the portal keeps working. */
export function AreaError({ onRetry, headingLevel: Heading = 'h2', className, detail }: AreaErrorProps) {
  const [retrying, setRetrying] = useState(false);

  const handleRetry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } catch {
      // The slot reports the failure (and keeps showing this view); here we only stop the spinner.
    } finally {
      setRetrying(false);
    }
  };

  return (
    <Panel role="alert" className={className}>
      <Heading>{AREA_ERROR_HEADING}</Heading>
      <p>
        Something went wrong while loading this section. The rest of Harbour is still working. Check your
        connection and try again.
      </p>
      {detail && <p>{detail}</p>}
      <Actions>
        <Button onClick={handleRetry} loading={retrying}>
          Retry
        </Button>
      </Actions>
    </Panel>
  );
}
