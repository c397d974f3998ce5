import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, rgb } from '@harbour/ui';

const Panel = styled.section`
  margin-block: 1.5rem 2.5rem;
  padding: 1.25rem 1.5rem;
  border-left: 4px solid ${({ theme }) => rgb(theme.colours.green)};
  border-radius: 6px;
  background: ${({ theme }) => theme.tones.primary[100]};
  max-width: 36rem;
  h2:focus {
    outline: none;
  }
`;

/** The success state: where the message went, its reference, and a way to write again. */
export function EnquirySent({ heading, reference, children, onAnother }: { heading: string; reference: string; children: React.ReactNode; onAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus moves to the result so keyboard and screen-reader users hear it at once.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Panel aria-labelledby="enquiry-sent-heading">
      <h2 id="enquiry-sent-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      {children}
      <p>
        Your reference is <strong data-testid="enquiry-reference">{reference}</strong>. Quote it if you write again.
      </p>
      <Button variant="secondary" onClick={onAnother}>
        Send another message
      </Button>
    </Panel>
  );
}
