import { Link } from '@harbour/router';
import styled from 'styled-components';
import { rgb } from '@harbour/ui';

/** Phone-first column for every client-area page. */
export const Page = styled.div`
  max-width: 46rem;
  margin: 0 auto;
  padding: 1rem 1rem 3rem;
  h1 {
    font-size: 1.6rem;
    margin: 0.5rem 0 1rem;
  }
  h2 {
    font-size: 1.2rem;
    margin: 0 0 0.5rem;
  }
  select {
    font: inherit;
    width: 100%;
    min-height: 44px;
    padding: 0.5rem;
    border: 1px solid ${({ theme }) => rgb(theme.colours.body)};
    border-radius: 6px;
    background: ${({ theme }) => rgb(theme.colours.white)};
    color: ${({ theme }) => rgb(theme.colours.dark)};
  }
  label.field {
    display: grid;
    gap: 0.375rem;
    font-weight: 600;
  }
  fieldset {
    border: 1px solid ${({ theme }) => rgb(theme.colours.lightishGrey)};
    border-radius: 8px;
    padding: 0.75rem 1rem 1rem;
    margin: 0;
    display: grid;
    gap: 0.75rem;
  }
  legend {
    font-weight: 700;
    padding: 0 0.25rem;
  }
  .check {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    min-height: 44px;
  }
  .check input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

export const Card = styled.section`
  border: 1px solid ${({ theme }) => rgb(theme.colours.lightishGrey)};
  border-radius: 8px;
  padding: 1rem;
  margin: 0 0 1rem;
  background: ${({ theme }) => rgb(theme.colours.white)};
`;

export const Muted = styled.p`
  margin: 0.25rem 0;
  color: ${({ theme }) => rgb(theme.colours.body)};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  margin-top: 0.75rem;
`;

/** A link that looks like the primary button (44 px target). */
export const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0.5rem 1.1rem;
  border-radius: 6px;
  font-weight: 700;
  text-decoration: none;
  background: ${({ theme }) => rgb(theme.colours.dark)};
  color: ${({ theme }) => rgb(theme.colours.white)};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.tones.primary[800]};
    outline-offset: 2px;
  }
`;

export const SecondaryLink = styled(ButtonLink)`
  background: ${({ theme }) => rgb(theme.colours.white)};
  color: ${({ theme }) => rgb(theme.colours.dark)};
  border: 1px solid ${({ theme }) => rgb(theme.colours.dark)};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: 0.35rem 1rem;
  margin: 0.5rem 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

export const Notice = styled.p`
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => rgb(theme.colours.green)};
  background: ${({ theme }) => rgb(theme.colours.white)};
  margin: 0 0 1rem;
  font-weight: 600;
`;
