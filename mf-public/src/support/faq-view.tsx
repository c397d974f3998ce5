import styled from 'styled-components';
import { Link } from '@harbour/router';
import type { Faq } from '@harbour/sdk/content';
import { paragraphsOf, rgb } from '@harbour/ui';

const Item = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.tones.primary[200]};
  padding-block: 0.25rem;
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
    padding-block: 0.5rem;
  }
  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.tones.primary[800]};
    outline-offset: 2px;
  }
  &[open] summary {
    color: ${({ theme }) => rgb(theme.colours.dark)};
  }
  p {
    margin: 0 0 0.75rem;
  }
  ul {
    margin: 0 0 0.75rem;
  }
`;

/** One FAQ: the question opens its answer (paragraphs split on blank lines) and its links. */
export function FaqItem({ faq, open }: { faq: Faq; open: boolean }) {
  return (
    <Item id={`faq-${faq.id}`} open={open}>
      <summary>{faq.question}</summary>
      {paragraphsOf(faq.answer).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {faq.links.length > 0 && (
        <ul aria-label="Related pages">
          {faq.links.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      )}
    </Item>
  );
}
