import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { conflict, notFound } from '../../../http/problem';
import { recordAudit } from '../../audit';
import type { AccountRecord } from '../../identity';
import { accountOfType, approveAccount, unapprovedAccounts } from '../../identity';
import { decidePractitioner } from './practitioner-decision';
import { practitionerApprovedEmail } from './practitioner-approved-email';
import { sendEmail } from '../../notifications';
import { GpProfileModel, type GpProfileRecord } from '../profiles/gp-profile.model';
import { PsychologistProfileModel, type PsychologistProfileRecord } from '../profiles/psychologist-profile.model';
import type { PractitionerSummary } from './administration.types';
import { announcePractitionerApproved } from '../profiles/psychologist-changes';

export const PRACTITIONER_TYPES = ['psychologist', 'gp'] as const;
export type PractitionerType = (typeof PRACTITIONER_TYPES)[number];
type PractitionerProfile = PsychologistProfileRecord | Partial<GpProfileRecord>;

export function summary(account: AccountRecord, profile: PractitionerProfile | undefined): PractitionerSummary {
  return {
    userId: account._id,
    userType: account.userType as PractitionerType,
    email: account.email,
    ...(profile?.firstName && { firstName: profile.firstName, lastName: profile.lastName }),
    ...(profile?.providerNumber && { providerNumber: profile.providerNumber }),
    ...(profile && 'practiceName' in profile && profile.practiceName && { practiceName: profile.practiceName }),
    isApproved: account.isApproved,
    ...(account.suspendedAt && { suspendedAt: account.suspendedAt }),
    createdAt: account.createdAt,
  };
}

/** Profiles by id, two queries and no $lookup (FerretDB has none). */
export async function profilesFor(accounts: AccountRecord[]): Promise<Map<string, PractitionerProfile>> {
  const ids = (type: PractitionerType) => accounts.filter((a) => a.userType === type).map((a) => a._id);
  const [psychologists, gps] = await Promise.all([
    PsychologistProfileModel.find({ _id: { $in: ids('psychologist') } }).lean(),
    GpProfileModel.find({ _id: { $in: ids('gp') } }).lean(),
  ]);
  return new Map<string, PractitionerProfile>([...psychologists, ...gps].map((profile) => [profile._id, profile]));
}

/** Psychologists and GPs waiting for an administrator, oldest first. */
export async function listPractitionersAwaitingApproval(): Promise<PractitionerSummary[]> {
  const accounts = await unapprovedAccounts(PRACTITIONER_TYPES);
  const profiles = await profilesFor(accounts);
  return accounts.map((account) => summary(account, profiles.get(account._id)));
}

export const PRACTITIONER_CLOSED = 'This practitioner’s account is closed: it cannot be approved, declined, suspended or reinstated.';

/** The psychologist or GP with this id, or 404; a closed account takes no more decisions (409). */
export async function practitionerAccount(userId: string): Promise<AccountRecord> {
  const account = await accountOfType(userId, PRACTITIONER_TYPES);
  if (!account) throw notFound(`No psychologist or GP with id '${userId}'.`);
  if (account.closedAt) throw conflict(PRACTITIONER_CLOSED);
  return account;
}

/**
 * Approves a psychologist or GP (any other id is 404) and tells them by email. Approving twice is
 * harmless (one email); approving after a decline, or a suspended practitioner, is 409.
 */
export async function approvePractitioner(admin: AuthenticatedUser, userId: string, now = new Date()): Promise<PractitionerSummary> {
  const account = await practitionerAccount(userId);
  if (account.suspendedAt) throw conflict('This practitioner is suspended: reinstate them instead.');
  if (account.declinedAt) throw conflict('This practitioner was declined; the decision stands.');
  const wasApproved = account.isApproved;
  const decision = await decidePractitioner(admin, userId, { outcome: 'approved' }, now);
  if (!decision.won) {
    if (decision.existing.outcome !== 'approved') throw conflict('This practitioner was declined; the decision stands.');
    return summary(account, (await profilesFor([account])).get(userId));
  }
  const approved = await approveAccount(userId);
  // An approved psychologist's listing shows in the directory from now on (this process at once).
  await announcePractitionerApproved(userId);
  if (!approved) throw notFound(`No psychologist or GP with id '${userId}'.`);
  const profile = (await profilesFor([approved])).get(userId);
  await recordAudit(admin, { action: 'approve', recordKind: 'practitioner-account', recordId: userId }, now);
  if (!wasApproved) {
    await sendEmail({ to: approved.email, ...practitionerApprovedEmail(profile?.firstName ?? 'there', approved.userType === 'gp' ? 'gp' : 'psychologist'), kind: 'practitioner-approved' });
  }
  return summary(approved, profile);
}
