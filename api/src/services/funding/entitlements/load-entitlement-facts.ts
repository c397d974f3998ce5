import { sessionsOfPatient } from '../../sessions';
import { ClientReferrerModel } from '../client-referrers/client-referrer.model';
import { PatientFundingProfileModel } from '../medicare/patient-funding-profile.model';
import { patientProfileOf } from '../../accounts';
import { findReferrerByIdentifier } from '../../reference-data';
import { MedicareReferralModel, type MedicareReferralRecord } from '../funding/medicare-referral.model';
import { DEFAULT_CLIENT_TIME_ZONE, normaliseClaimNumber, PARTNER_SESSIONS_COVERED, type EntitlementFacts, type FundedSession, type ReferralFacts } from './entitlement-facts';

export const toReferralFacts = (r: MedicareReferralRecord): ReferralFacts & { record: MedicareReferralRecord } => ({
  medicareReferralId: r._id,
  issuedOn: r.issuedOn,
  validUntil: r.validUntil,
  ...(r.sessionsApproved !== undefined && { sessionsApproved: r.sessionsApproved }),
  ...(r.reviewedOn && { reviewedOn: r.reviewedOn }),
  createdAt: r.createdAt,
  record: r,
});

/** The client's own zone: their profile's, else the zone of their latest booking, else Sydney. */
export function clientZoneFrom(profileZone: string | undefined, sessions: readonly Pick<FundedSession, 'startsAt' | 'timezoneId'>[]): string {
  if (profileZone) return profileZone;
  const latest = [...sessions].sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())[0];
  return latest?.timezoneId ?? DEFAULT_CLIENT_TIME_ZONE;
}

export async function clientTimeZoneOf(patientId: string): Promise<string> {
  const [profile, sessions] = await Promise.all([patientProfileOf(patientId, ['timezoneId']), sessionsOfPatient(patientId, { fields: ['startsAt', 'timezoneId'] })]);
  return clientZoneFrom(profile?.timezoneId, sessions);
}

async function partnerOf(patientId: string, now: Date): Promise<EntitlementFacts['partner']> {
  const links = await ClientReferrerModel.find({ patientId }).lean();
  const current = links.filter((l) => l.expiresAt > now).sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0];
  const referrer = current && (await findReferrerByIdentifier(current.referrerId));
  if (!referrer || referrer.fundingType !== 'Partnership') return undefined;
  return { partnerName: referrer.displayName, sessionsCovered: PARTNER_SESSIONS_COVERED };
}

/**
 * Everything the entitlement rules need about a client, read with equality filters on the
 * client's id (what FerretDB pushes down): their sessions, referrals, funding profile, profile
 * zone and partner programme.
 */
export async function loadEntitlementFacts(patientId: string, now = new Date()): Promise<EntitlementFacts & { referralRecords: MedicareReferralRecord[] }> {
  const [sessions, referrals, funding, profile, partner] = await Promise.all([
    sessionsOfPatient(patientId),
    MedicareReferralModel.find({ patientId }).lean(),
    PatientFundingProfileModel.findById(patientId).lean(),
    patientProfileOf(patientId, ['timezoneId']),
    partnerOf(patientId, now),
  ]);
  const claim = funding?.workersComp;
  return {
    sessions,
    medicareReferrals: referrals.map(toReferralFacts),
    referralRecords: referrals,
    ...(funding?.dva?.referralIssuedOn && { dvaReferralIssuedOn: funding.dva.referralIssuedOn }),
    workersCompApprovals: claim?.approvedSessions !== undefined ? { [normaliseClaimNumber(claim.claimNumber)]: claim.approvedSessions } : {},
    ...(partner && { partner }),
    clientTimeZone: clientZoneFrom(profile?.timezoneId, sessions),
  };
}
