import { useMemo, useState } from 'react';
import { useParams } from '@harbour/router';
import { AreaNotFound } from '@harbour/area-runtime';
import { errorMessageOf, isStatus } from '@harbour/sdk';
import { useTrackUserEventMutation } from '@harbour/sdk/directory';
import { Container, Loading, LoadError } from '@harbour/ui';
import { viewerTimeZone } from '../directory/format-time';
import { useReferrer } from '../referrer/useReferrer';
import { EMPTY_ANSWERS, type MatchAnswers } from './answers';
import { MatchResults } from './MatchResults';
import { Questionnaire } from './Questionnaire';

/**
 * /get-matched and /get-matched/{referrer} (matcher layout; the shell applies the partner theme):
 * a short questionnaire, then 3–5 ranked matches with their reasons.
 */
export function GetMatchedPage() {
  const { referrer: code } = useParams();
  const referrer = useReferrer(code);
  const partner = referrer.currentData;
  const [answers, setAnswers] = useState<MatchAnswers>(EMPTY_ANSWERS);
  const [done, setDone] = useState(false);
  const zone = useMemo(viewerTimeZone, []);
  const [track] = useTrackUserEventMutation();

  if (code && referrer.isFetching && !partner) return <Loading label="Loading" />;
  if (code && isStatus(referrer.error, 404)) return <AreaNotFound />;

  const partnerFunded = partner?.fundingType === 'Partnership';
  return (
    <Container>
      <h1>Get matched with a psychologist</h1>
      {partner && <p>Brought to you with {partner.displayName}.</p>}
      {referrer.error ? <LoadError what="your partner's details" message={errorMessageOf(referrer.error)} onRetry={() => void referrer.refetch()} /> : null}
      {done ? (
        <MatchResults answers={answers} viewerTimeZone={zone} referrerId={partner?.id} onChangeAnswers={() => setDone(false)} />
      ) : (
        <>
          <p>A few quick questions, and we will suggest psychologists who suit you. It takes about a minute; you can go back at any time.</p>
          <Questionnaire
            answers={answers}
            onAnswers={setAnswers}
            partnerFunded={partnerFunded}
            onConcernsChosen={(specialisationIds) =>
              void track({ trackEventRequest: { kind: 'match-tool-specialisation', specialisationIds, ...(partner && { referrerId: partner.id }) } })
                .unwrap()
                .catch(() => undefined)
            }
            onDone={() => setDone(true)}
          />
        </>
      )}
    </Container>
  );
}
