import { errorMessageOf } from '@harbour/sdk';
import {
  useGetPracticePatientProfileQuery,
  useUpdatePatientTreatmentStatusMutation,
  type PracticePatientProfile,
} from '@harbour/sdk/practice';
import { useGetPatientTreatmentStatusesQuery } from '@harbour/sdk/reference-data';
import { lazy, Suspense, useCallback, useLayoutEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from '@harbour/router';
import { Container, ErrorText, Loading, LoadError, VisuallyHidden, formatCalendarDate, usePartsTogether } from '@harbour/ui';
import { Badge, Card, Field, Muted, Rows, dateOnly, dateTime } from '../layout/practiceStyles';
import { useRecordPartsReads } from './record-parts';
import { ReviewRequestForm } from './ReviewRequestForm';

// The editor is the heaviest part of the record: its own chunk, so the page's first visit stays in budget (npm run size).
// The record's panels below the summary load as their own chunks too (each fetches its own data anyway).
const PatientNotesPanel = lazy(() => import('./PatientNotesPanel').then((m) => ({ default: m.PatientNotesPanel })));
const PatientFilesPanel = lazy(() => import('./PatientFilesPanel').then((m) => ({ default: m.PatientFilesPanel })));
const IntakeAnswersPanel = lazy(() => import('./IntakeAnswersPanel').then((m) => ({ default: m.IntakeAnswersPanel })));
const AuditTrailPanel = lazy(() => import('./AuditTrailPanel').then((m) => ({ default: m.AuditTrailPanel })));
const CaseNoteEditor = lazy(() => import('../case-notes/CaseNoteEditor').then((m) => ({ default: m.CaseNoteEditor })));

function TreatmentStatus({ profile }: { profile: PracticePatientProfile }) {
  const statuses = useGetPatientTreatmentStatusesQuery();
  const [update, updating] = useUpdatePatientTreatmentStatusMutation();
  const [error, setError] = useState<string>();
  return (
    <Field>
      <label htmlFor="treatment-status">Treatment status</label>
      <select
        id="treatment-status"
        value={profile.treatmentStatusId}
        disabled={updating.isLoading || !statuses.data}
        onChange={(e) => {
          setError(undefined);
          void update({ id: profile.patientId, treatmentStatusUpdate: { treatmentStatusId: Number(e.target.value) } })
            .unwrap()
            .catch((err) => setError(errorMessageOf(err)));
        }}
      >
        {(statuses.data ?? [{ treatmentStatusId: profile.treatmentStatusId, name: profile.treatmentStatusName }]).map((s) => (
          <option key={s.treatmentStatusId} value={s.treatmentStatusId}>
            {s.name}
          </option>
        ))}
      </select>
      {error && <ErrorText message={error} />}
    </Field>
  );
}

function Dass21Trend({ profile }: { profile: PracticePatientProfile }) {
  const flagged = profile.dass21.filter((r) => r.flagged);
  return (
    <Card aria-labelledby="dass-heading">
      <h2 id="dass-heading">DASS-21</h2>
      {profile.dass21.length === 0 ? (
        <p>No DASS-21 check-ins yet.</p>
      ) : (
        <>
          {flagged.length > 0 && (
            <p>
              <Badge>Flagged</Badge> {flagged.length} result{flagged.length === 1 ? '' : 's'} flagged for safety; latest {dateTime(flagged[flagged.length - 1].takenAt)} ({flagged[flagged.length - 1].flagDescriptions.join('; ')}).
            </p>
          )}
          {/* A scrolling region must be reachable by keyboard (axe scrollable-region-focusable, on a phone). */}
          <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="DASS-21 results, scrolls sideways">
            <table>
              <caption>Scores over time (0–42, doubled as published)</caption>
              <thead>
                <tr>
                  <th scope="col">Taken</th>
                  <th scope="col">Depression</th>
                  <th scope="col">Anxiety</th>
                  <th scope="col">Stress</th>
                  <th scope="col">Flag</th>
                </tr>
              </thead>
              <tbody>
                {profile.dass21.map((r) => (
                  <tr key={r.resultId}>
                    <td>{dateOnly(r.takenAt)}</td>
                    <td>
                      {r.depression} ({r.depressionBand})
                    </td>
                    <td>
                      {r.anxiety} ({r.anxietyBand})
                    </td>
                    <td>
                      {r.stress} ({r.stressBand})
                    </td>
                    <td>{r.flagged ? r.flagDescriptions.join('; ') : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}

/** Committed only once everything beside it in its Suspense boundary has its code. */
function CodeArrived({ onArrived }: { onArrived: () => void }) {
  useLayoutEffect(onArrived, [onArrived]);
  return null;
}

function PatientProfileView({ profile, sessionId }: { profile: PracticePatientProfile; sessionId?: string }) {
  const now = Date.now();
  const past = profile.sessions.filter((s) => new Date(s.startsAt).getTime() <= now && s.sessionStatus !== 'Cancelled');
  const chosen = sessionId ?? past[0]?.sessionId ?? profile.sessions[0]?.sessionId;
  const base = `/psychologists/account/patient/${encodeURIComponent(profile.patientId)}`;
  // The parts below the sessions show together once their code and first reads are there
  // (usePartsTogether says why); until then they are mounted hidden, their code and reads on the way.
  const [codeArrived, setCodeArrived] = useState(false);
  const onCodeArrived = useCallback(() => setCodeArrived(true), []);
  const partsShown = usePartsTogether([...useRecordPartsReads(profile.patientId, chosen), { isLoading: !codeArrived }]);
  return (
    <>
      <h1>
        {profile.firstName} {profile.lastName}
      </h1>
      <Card aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        {profile.email && <Muted>Email: {profile.email}</Muted>}
        {profile.phone && <Muted>Phone: {profile.phone}</Muted>}
        {profile.postcode && <Muted>Postcode: {profile.postcode}</Muted>}
        <TreatmentStatus profile={profile} />
      </Card>

      <Card aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Sessions</h2>
        {profile.sessions.length === 0 ? (
          <p>No sessions.</p>
        ) : (
          <Rows aria-label="Sessions">
            {profile.sessions.map((s) => (
              <li key={s.sessionId}>
                <span>
                  {dateTime(s.startsAt)} · {s.durationMinutes} min · {s.sessionType} · {s.sessionStatus}
                </span>
                {s.sessionId === chosen ? (
                  <Badge>Notes shown below</Badge>
                ) : (
                  <Link to={`${base}?session=${encodeURIComponent(s.sessionId)}`}>
                    Case notes<VisuallyHidden> for {dateTime(s.startsAt)}</VisuallyHidden>
                  </Link>
                )}
              </li>
            ))}
          </Rows>
        )}
      </Card>

      {!partsShown && <Loading label="Loading the rest of the record" />}
      <div hidden={!partsShown}>
        <Suspense fallback={null}>
          {chosen && (
            <Card>
              <CaseNoteEditor sessionId={chosen} />
            </Card>
          )}
          <PatientNotesPanel patientId={profile.patientId} />
          <Dass21Trend profile={profile} />

          <Card aria-labelledby="medicare-heading">
            <h2 id="medicare-heading">Medicare referral</h2>
            {profile.medicareReferrals.length === 0 ? (
              <p>No Medicare referral on file.</p>
            ) : (
              <Rows>
                {profile.medicareReferrals.map((r) => (
                  <li key={r.referralId}>
                    <span>
                      {r.referrerName} · issued {formatCalendarDate(r.issuedOn)} · valid until {formatCalendarDate(r.validUntil)}
                    </span>
                    <span>
                      {r.sessionsUsed} used, {r.sessionsLeft} of {r.sessionsApproved ?? 6} left
                      {r.reviewedOn && ` · GP review referral ${formatCalendarDate(r.reviewedOn)}`}
                    </span>
                  </li>
                ))}
              </Rows>
            )}
            {/* The request is about the latest session (the API checks it is this psychologist's with this client). */}
            {(past[0] ?? profile.sessions[0]) && <ReviewRequestForm sessionId={(past[0] ?? profile.sessions[0]).sessionId} gpName={profile.gp?.name} />}
          </Card>

          <Card aria-labelledby="gp-heading">
            <h2 id="gp-heading">GP</h2>
            {profile.gp ? (
              <p>
                {profile.gp.name}
                {profile.gp.providerNumber && ` · provider number ${profile.gp.providerNumber}`}
              </p>
            ) : (
              <p>No referring GP on file.</p>
            )}
            <Link to="/psychologists/account/correspondence">Write to the GP</Link>
          </Card>

          <PatientFilesPanel patientId={profile.patientId} />
          <IntakeAnswersPanel patientId={profile.patientId} />
          <AuditTrailPanel patientId={profile.patientId} />
          <CodeArrived onArrived={onCodeArrived} />
        </Suspense>
      </div>
    </>
  );
}

/** /psychologists/account/patient/{pId}: one patient's record (their own patients only). */
export function PatientPage() {
  const { pId = '' } = useParams();
  const [params] = useSearchParams();
  const profile = useGetPracticePatientProfileQuery({ id: pId });
  return (
    <Container>
      <p>
        <Link to="/psychologists/account/patients">All patients</Link>
      </p>
      {profile.isLoading && <Loading label="Loading the patient" />}
      {profile.error && (
        <>
          <h1>Patient</h1>
          <LoadError what="this patient" message={errorMessageOf(profile.error)} onRetry={() => void profile.refetch()} />
        </>
      )}
      {profile.data && <PatientProfileView profile={profile.data} sessionId={params.get('session') ?? undefined} />}
    </Container>
  );
}
