import { errorMessageOf } from '@harbour/sdk';
import { useListPatientFilesQuery } from '@harbour/sdk/files';
import { useGetMedicareEntitlementsQuery, useGetMentalHealthCarePlanQuery, useGetPatientFundingQuery } from '@harbour/sdk/funding';
import { Container, Loading, LoadError, usePartsTogether } from '@harbour/ui';
import { EntitlementTracker } from './EntitlementTracker';
import { FilesSection } from './FilesSection';
import { MedicareCardForm } from './MedicareCardForm';
import { OtherFundingForm } from './OtherFundingForm';
import { ReferralForm } from './ReferralForm';

/** /account/medicare: entitlements, Medicare card, referral / care plan, files and other funding. */
export function MedicarePage() {
  const funding = useGetPatientFundingQuery();
  const plans = useGetMentalHealthCarePlanQuery();
  const failed = funding.error ?? plans.error;
  // The parts show together once their reads have answered (usePartsTogether says why).
  const shown = usePartsTogether([funding, plans, useGetMedicareEntitlementsQuery(), useListPatientFilesQuery()]);
  if (!shown) {
    return (
      <Container>
        <h1>Medicare and funding</h1>
        <Loading label="Loading your Medicare details" />
      </Container>
    );
  }
  return (
    <Container>
      <h1>Medicare and funding</h1>
      <EntitlementTracker />
      {failed ? (
        <LoadError
          what="your Medicare details"
          message={errorMessageOf(failed)}
          onRetry={() => {
            void funding.refetch();
            void plans.refetch();
          }}
        />
      ) : !funding.data || !plans.data ? (
        <Loading label="Loading your Medicare details" />
      ) : (
        <>
          <MedicareCardForm card={funding.data.medicareCard} />
          <ReferralForm current={plans.data.current} />
        </>
      )}
      <FilesSection />
      {funding.data && <OtherFundingForm funding={funding.data} />}
    </Container>
  );
}
