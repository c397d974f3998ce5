import { useParams } from '@harbour/router';
import { isStatus, errorMessageOf } from '@harbour/sdk';
import { Container, Loading, LoadError } from '@harbour/ui';
import { PartialAccountSignup } from '../partial/PartialAccountSignup';
import { useReferrer } from '../referrer/useReferrer';
import { ClientSignup } from '../signup/ClientSignup';

/**
 * /signup/{segment}: a partner code (e.g. /signup/hcf) or a partial account's id. The referrer
 * lookup decides: a 404 there means the segment is a partial account id.
 */
export function SignupSegmentPage() {
  const { segment = '' } = useParams();
  const referrer = useReferrer(segment);
  // currentData, not data: after moving to another segment the previous answer must not show.
  const partner = referrer.currentData;
  if (partner) return <ClientSignup key={partner.id} referrer={partner} referrerId={partner.id} />;
  if (referrer.isFetching) return <Loading label="Loading" />;
  if (isStatus(referrer.error, 404)) return <PartialAccountSignup key={segment} partialAccountId={segment} />;
  return (
    <Container>
      <h1>Create your account</h1>
      <LoadError what="this sign-up page" message={errorMessageOf(referrer.error)} onRetry={() => void referrer.refetch()} />
    </Container>
  );
}
