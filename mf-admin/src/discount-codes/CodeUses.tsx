import { errorMessageOf } from '@harbour/sdk';
import { useGetDiscountCodeUsesQuery } from '@harbour/sdk/funding';
import { formatDateInZone, LoadError, Loading } from '@harbour/ui';

/** The bookings that used one code (metadata only: who and which session, and when). */
export function CodeUses({ code }: { code: string }) {
  const uses = useGetDiscountCodeUsesQuery({ code });
  if (uses.error) return <LoadError what={`the uses of ${code}`} message={errorMessageOf(uses.error)} onRetry={() => void uses.refetch()} />;
  if (!uses.data) return <Loading label={`Loading the uses of ${code}`} />;
  if (uses.data.uses.length === 0) return <p>No booking has used {code} yet.</p>;
  return (
    <ul aria-label={`Uses of ${code}`} style={{ paddingLeft: '1.25rem', overflowWrap: 'anywhere' }}>
      {uses.data.uses.map((u) => (
        <li key={u.sessionId}>
          {formatDateInZone(String(u.usedAt), 'Australia/Sydney')}: session {u.sessionId}, client {u.patientId}
        </li>
      ))}
    </ul>
  );
}
