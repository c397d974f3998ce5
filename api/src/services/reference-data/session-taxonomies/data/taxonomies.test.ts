import { patientNoteDeletedReasons } from './patient-note-deleted-reasons';
import { practitionerCancellationReasons } from './practitioner-cancellation-reasons';
import type { Reason } from './reason';
import { referralDocumentTypes, findReferralDocumentType } from './referral-document-types';
import { rescheduleReasons } from './reschedule-reasons';
import {
  reportReasonsForSessionType,
  sessionTypeOptions,
  sessionTypeReportReasons,
} from './session-type-report-reasons';

describe.each<[string, readonly Reason[]]>([
  ['practitioner cancellation reasons', practitionerCancellationReasons],
  ['reschedule reasons', rescheduleReasons],
  ['patient-note deleted reasons', patientNoteDeletedReasons],
])('%s', (_, reasons) => {
  it('have unique ids and names, ending with Other that needs extra info', () => {
    expect(reasons.length).toBeGreaterThanOrEqual(4);
    expect(new Set(reasons.map((r) => r.reasonId)).size).toBe(reasons.length);
    expect(new Set(reasons.map((r) => r.name)).size).toBe(reasons.length);
    expect(reasons[reasons.length - 1]).toMatchObject({ name: 'Other', requiresExtraInfo: true });
  });
});

describe('referral document types', () => {
  it('are the spec patient file kinds', () => {
    expect(referralDocumentTypes.map((t) => t.key)).toEqual([
      'private',
      'gp-referral',
      'seventh-session-gp-referral',
      'mental-health-care-plan',
    ]);
    expect(new Set(referralDocumentTypes.map((t) => t.referralDocumentTypeId)).size).toBe(4);
    expect(findReferralDocumentType('seventh-session-gp-referral')?.name).toBe('7th-session GP referral');
    expect(findReferralDocumentType('nope')).toBeUndefined();
  });
});

describe('session-type report reasons', () => {
  it('cover the seven session types', () => {
    expect(sessionTypeOptions.map((o) => o.name)).toEqual([
      'Medicare',
      'Private',
      'BulkBilled',
      'DVA',
      'NDIS',
      'WorkersComp',
      'Partnership',
    ]);
    expect(new Set(sessionTypeOptions.map((o) => o.sessionTypeId)).size).toBe(7);
  });

  it('have globally unique reason ids, each for a known session type, and an Other per type', () => {
    expect(new Set(sessionTypeReportReasons.map((r) => r.reasonId)).size).toBe(
      sessionTypeReportReasons.length,
    );
    const typeIds = new Set(sessionTypeOptions.map((o) => o.sessionTypeId));
    for (const r of sessionTypeReportReasons) expect(typeIds).toContain(r.sessionTypeId);
    for (const o of sessionTypeOptions) {
      const reasons = reportReasonsForSessionType(o.sessionTypeId);
      expect(reasons.length).toBeGreaterThanOrEqual(2);
      expect(reasons.every((r) => r.sessionTypeId === o.sessionTypeId)).toBe(true);
      expect(reasons.map((r) => r.name)).toContain('Other');
      expect(new Set(reasons.map((r) => r.name)).size).toBe(reasons.length);
    }
  });

  it('returns nothing for an unknown session type', () => {
    expect(reportReasonsForSessionType(999)).toEqual([]);
  });

  it('explains why a 7th session without a new referral is private', () => {
    const privateId = sessionTypeOptions.find((o) => o.name === 'Private')!.sessionTypeId;
    expect(reportReasonsForSessionType(privateId).map((r) => r.name)).toContain(
      '7th session without a new GP referral',
    );
  });
});
