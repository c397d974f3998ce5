import { useEffect, useRef } from 'react';
import { Link } from '@harbour/router';
import styled from 'styled-components';
import { errorMessageOf } from '@harbour/sdk';
import { useMatchPsychologistsQuery, useTrackUserEventMutation } from '@harbour/sdk/directory';
import { Button, LoadError } from '@harbour/ui';
import { PsychologistCard } from '../directory/PsychologistCard';
import { CardGrid, SkeletonCard } from '../directory/ui';
import { seeMorePath, toMatchRequest, type MatchAnswers } from './answers';

const Reasons = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

export interface MatchResultsProps {
  answers: MatchAnswers;
  viewerTimeZone: string;
  referrerId?: string;
  onChangeAnswers: () => void;
}

/** 3–5 ranked psychologists, each with why they were suggested and when they are next free. */
export function MatchResults({ answers, viewerTimeZone, referrerId, onChangeAnswers }: MatchResultsProps) {
  const matches = useMatchPsychologistsQuery({ matchPsychologistsRequest: toMatchRequest(answers, viewerTimeZone, referrerId) });
  const [track] = useTrackUserEventMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = matches.currentData?.matches;

  useEffect(() => {
    heading.current?.focus();
  }, []);
  useEffect(() => {
    if (!list) return;
    void track({ trackEventRequest: { kind: 'match-tool-result', specialisationIds: answers.specialisationIds, psychologistIds: list.map((m) => m.psychologist.psychologistId), ...(referrerId && { referrerId }) } })
      .unwrap()
      .catch(() => undefined);
  }, [list, track, answers.specialisationIds, referrerId]);

  return (
    <section aria-labelledby="matches-heading">
      <h2 id="matches-heading" ref={heading} tabIndex={-1}>
        Your matches
      </h2>
      <p role="status" aria-live="polite">
        {matches.isFetching ? 'Finding psychologists who suit you…' : list ? `${list.length} psychologist${list.length === 1 ? '' : 's'} suggested for you` : ''}
      </p>
      {matches.error && !matches.isFetching ? (
        <LoadError what="your matches" message={errorMessageOf(matches.error)} onRetry={() => void matches.refetch()} />
      ) : !list ? (
        <CardGrid aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <SkeletonCard />
            </li>
          ))}
        </CardGrid>
      ) : list.length === 0 ? (
        <p>No psychologist fits all of that right now. Try changing your answers, or browse the directory.</p>
      ) : (
        <CardGrid>
          {list.map((m, index) => (
            <li key={m.psychologist.psychologistId}>
              <PsychologistCard psychologist={m.psychologist} viewerTimeZone={viewerTimeZone} referrerId={referrerId} headingLevel={3}>
                <div>
                  <strong>Match {index + 1}: why we suggest them</strong>
                  <Reasons aria-label={`Why we suggest ${m.psychologist.firstName} ${m.psychologist.lastName}`}>
                    {m.reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </Reasons>
                </div>
              </PsychologistCard>
            </li>
          ))}
        </CardGrid>
      )}
      <p>
        <Link to={seeMorePath(answers)}>See more psychologists like these</Link>
      </p>
      <Button variant="secondary" onClick={onChangeAnswers}>
        Change my answers
      </Button>
    </section>
  );
}
