import styled from 'styled-components';
import { rgb, rgba } from '@harbour/ui';

export const Panel = styled.section`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  margin-block: 1rem;
  border: 1px solid ${({ theme }) => rgba(theme.colours.body, 0.35)};
  border-radius: 8px;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  dl {
    display: grid;
    gap: 0.75rem;
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

export const Meter = styled.meter`
  display: block;
  width: 100%;
  height: 0.75rem;
`;

export const Warning = styled.p<{ $strong?: boolean }>`
  margin: 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme, $strong }) => rgb($strong ? theme.colours.red : theme.colours.primary)};
  background: ${({ theme, $strong }) => rgba($strong ? theme.colours.red : theme.colours.primary, 0.08)};
  color: ${({ theme }) => rgb(theme.colours.dark)};
  font-weight: 600;
`;

export const Fields = styled.form`
  display: grid;
  gap: 0.75rem;
  select {
    font: inherit;
    min-height: 44px;
    padding: 0.5rem;
  }
  label.select {
    display: grid;
    gap: 0.375rem;
    font-weight: 600;
  }
`;

export const FileList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.5rem;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    justify-content: space-between;
    padding: 0.5rem 0;
    border-bottom: 1px solid ${({ theme }) => rgba(theme.colours.body, 0.25)};
  }
`;
