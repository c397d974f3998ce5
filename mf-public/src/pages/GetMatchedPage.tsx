import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AreaNotFound } from '@harbour/area-runtime';
import { isStatus, errorMessageOf } from '@harbour/sdk';
import { Container, Loading, LoadError } from '@harbour/ui';
import { useReferrer } from '../referrer/useReferrer';
import { callToAction } from '../ui/callToAction';

const CallToAction = styled(Link)`
  ${callToAction}
  margin-block: 1rem 2rem;
`;

/**
 * /get-matched and /get-matched/{referrer}. The matching tool itself comes later; for now the
 * page introduces it and leads to sign-up (with the partner when there is one).
 */
export function GetMatchedPage() {
  const { referrer: code } = useParams();
  const referrer = useReferrer(code);
  const partner = referrer.currentData;
  if (referrer.isFetching && !partner) return <Loading label="Loading" />;
  if (code && isStatus(referrer.error, 404)) return <AreaNotFound />;

  const signupPath = partner ? `/signup/${encodeURIComponent(partner.name)}` : '/signup';
  return (
    <Container>
      <h1>Get matched with a psychologist</h1>
      {partner && <p>Brought to you with {partner.displayName}.</p>}
      {referrer.error ? <LoadError what="your partner's details" message={errorMessageOf(referrer.error)} onRetry={() => void referrer.refetch()} /> : null}
      <p>
        Tell us what you would like help with and when you are free, and we will suggest psychologists who suit you. No
        wait times: book now, pay later.
      </p>
      <CallToAction to={signupPath}>Create your account</CallToAction>
    </Container>
  );
}
