import { randomUUID } from 'node:crypto';
import type { GpReferralRecord } from '../services/referrals/gp-referral.model';

/** A GP's referral to a psychologist as the referrals domain stores one, made `daysAgo` days ago. */
export function gpReferralRecord(gpId: string, psychologistId: string, patientFirstName: string, daysAgo = 0): GpReferralRecord {
  return {
    _id: randomUUID(),
    gpId,
    dedupeKey: randomUUID(),
    patientEmail: `${patientFirstName.toLowerCase()}@example.test`,
    patientFirstName,
    patientLastName: 'Referred',
    issuedOn: '2026-11-20',
    validUntil: '2027-11-20',
    sessionsApproved: 6,
    reason: 'Low mood.',
    funding: 'Medicare',
    urgency: 'Soon',
    psychologistId,
    createdAt: new Date(Date.now() - daysAgo * 24 * 3_600_000),
  };
}
