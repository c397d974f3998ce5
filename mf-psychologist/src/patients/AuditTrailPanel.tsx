import { useId, useState } from 'react';
import { errorMessageOf } from '@harbour/sdk';
import { useGetPatientAuditTrailQuery } from '@harbour/sdk/practice';
import { Button, Loading, LoadError } from '@harbour/ui';
import { Card, dateTime } from '../layout/practiceStyles';

const SHOWN = 25;

/** Who read or changed this patient's records, newest first (loaded when opened). */
export function AuditTrailPanel({ patientId }: { patientId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const trail = useGetPatientAuditTrailQuery({ id: patientId }, { skip: !open });
  return (
    <Card aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Audit trail</h2>
      {!open && (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Show who read or changed this record
        </Button>
      )}
      {open && trail.isFetching && <Loading label="Loading the audit trail" />}
      {open && trail.error && <LoadError what="the audit trail" message={errorMessageOf(trail.error)} onRetry={() => void trail.refetch()} />}
      {open && trail.data && (
        <div style={{ overflowX: 'auto' }}>
          <table>
            <caption>Latest {Math.min(SHOWN, trail.data.events.length)} of {trail.data.events.length} events</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Record</th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            <tbody>
              {trail.data.events.slice(0, SHOWN).map((e) => (
                <tr key={e.eventId}>
                  <td>{dateTime(e.at)}</td>
                  <td>
                    {e.actorName} ({e.actorType})
                  </td>
                  <td>{e.action}</td>
                  <td>{e.recordKind}</td>
                  <td>{e.detail ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Button variant="link" onClick={() => void trail.refetch()}>
            Refresh
          </Button>
        </div>
      )}
    </Card>
  );
}
