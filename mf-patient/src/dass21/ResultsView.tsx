import styled from 'styled-components';
import type { Dass21Outcome } from '@harbour/sdk/dass21';
import { rgb } from '@harbour/ui';
import { BAND_LABEL, BAND_MEANING, MAX_SCORE, SUBSCALE_ABOUT, SUBSCALE_LABEL, SUBSCALES } from './bands';
import { CrisisResources } from './CrisisResources';

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
`;

const Card = styled.li`
  border: 1px solid ${({ theme }) => rgb(theme.colours.lightishGrey)};
  border-radius: 8px;
  padding: 1rem;
  h2 {
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0.25rem 0;
  }
`;

export interface ResultsViewProps {
  outcome: Dass21Outcome;
  /** Signed in and a psychologist was told of this flagged result. */
  psychologistTold: boolean;
}

/** The three scores and bands in plain words; crisis resources first when the result is flagged. */
export function ResultsView({ outcome, psychologistTold }: ResultsViewProps) {
  return (
    <>
      {outcome.flagged && <CrisisResources psychologistTold={psychologistTold} />}
      <Cards aria-label="Your scores">
        {SUBSCALES.map((s) => (
          <Card key={s} data-testid={`dass21-${s}`}>
            <h2>{SUBSCALE_LABEL[s]}</h2>
            <p>
              <strong>
                {outcome.scores[s]} out of {MAX_SCORE}: {BAND_LABEL[outcome.bands[s]]}
              </strong>
            </p>
            <p>{BAND_MEANING[outcome.bands[s]]}</p>
            <p>This scale is about {SUBSCALE_ABOUT[s]}.</p>
          </Card>
        ))}
      </Cards>
      <p>
        The DASS-21 is a check-in, not a diagnosis. Scores are doubled so they compare with the longer DASS-42, and each
        band compares your answers with how most people answer.
      </p>
    </>
  );
}
