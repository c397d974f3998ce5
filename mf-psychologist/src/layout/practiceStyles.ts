import styled from 'styled-components';
import { formatInstant } from '@harbour/ui';

/** Small shared pieces of the practice pages (cards, lists, text areas). */
export const Card = styled.section`
  border: 1px solid #c4c9cf;
  border-radius: 8px;
  padding: 1rem;
  margin-bottom: 1rem;
  h2,
  h3 {
    margin-top: 0;
  }
`;

export const Rows = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.5rem;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    align-items: center;
    justify-content: space-between;
    padding: 0.5rem 0;
    border-bottom: 1px solid #e3e6e9;
  }
`;

export const TextArea = styled.textarea`
  font: inherit;
  width: 100%;
  min-height: 6rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid #5b6670;
  border-radius: 6px;
  box-sizing: border-box;
  &:focus-visible {
    outline: 3px solid #6b4e1a;
    outline-offset: 1px;
  }
`;

export const Field = styled.div`
  display: grid;
  /* A select's long option text or a file input must not widen the column past a phone's screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: 0.375rem;
  margin-bottom: 0.75rem;
  label {
    font-weight: 600;
  }
  select,
  input {
    font: inherit;
    max-width: 100%;
    min-height: 44px;
    padding: 0 0.5rem;
    border: 1px solid #5b6670;
    border-radius: 6px;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.75rem 0;
`;

export const Muted = styled.p`
  color: #3d4853;
  margin: 0.25rem 0;
`;

export const Badge = styled.span`
  display: inline-block;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  background: #eef0f2;
  color: #1f2a36;
  font-size: 0.875rem;
`;

export const dateTime = (at: string) => formatInstant(at, 'mediumDateTime');
export const dateOnly = (at: string) => formatInstant(at, 'mediumDate');

/**
 * A card's loading line on the practice home: one line, the height of the one-line answer most
 * cards settle on ("No new referrals…"), so the cards below do not move when the data arrives
 * (a 160 px spinner did, by as much as the page's height).
 */
export const LoadingLine = styled.p.attrs({ role: 'status', 'aria-live': 'polite' })``;
