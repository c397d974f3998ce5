import { useParams } from '@harbour/router';
import { AreaNotFound } from '@harbour/area-runtime';
import { errorMessageOf, isStatus } from '@harbour/sdk';
import { Container, Loading, LoadError } from '@harbour/ui';
import { useReferrer } from '../referrer/useReferrer';
import { DirectoryView } from './DirectoryView';

/**
 * /third-party/{referrerId}/psychologists: a partner's listing, only psychologists in its
 * programme; partners with `thirdPartyBooking.showWorkersCompFilter` get a workers-comp filter.
 */
export function ThirdPartyPage() {
  const { referrerId = '' } = useParams();
  const referrer = useReferrer(referrerId);
  const partner = referrer.currentData;
  if (referrer.isFetching && !partner) return <Loading label="Loading" />;
  if (isStatus(referrer.error, 404)) return <AreaNotFound />;
  if (referrer.error || !partner)
    return (
      <Container>
        <LoadError what="your partner's details" message={errorMessageOf(referrer.error)} onRetry={() => void referrer.refetch()} />
      </Container>
    );
  return (
    <Container>
      <h1>{partner.displayName} psychologists</h1>
      <p>These psychologists see clients through the {partner.displayName} programme.</p>
      <DirectoryView referrerId={partner.id} workersCompOnly={partner.thirdPartyBooking?.showWorkersCompFilter === true} hide={['funding']} />
    </Container>
  );
}
