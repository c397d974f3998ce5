import { accountsCreatedBetween } from '../../identity';
import { referralsReceivedBetween } from '../../referrals';
import { sessionsForReports } from '../../sessions';
import { reportRange } from './sydney-weeks';
import { weeklyReports } from './weekly-report';
import type { WeeklyReports } from './weekly-report.types';

const SESSION_FIELDS = ['patientId', 'sessionType', 'sessionStatus', 'startsAt', 'createdAt', 'cancelledAt', 'outcome', 'medicareReferralId', 'quote'] as const;

/**
 * The reports for a range of Sydney dates: only the fields they use, bounded by the range (and the
 * sessions of the clients and referrals it covers), counted in Node — FerretDB lacks most
 * `$group` accumulators, and a year of a practice's records is small.
 */
export async function weeklyReportsFor(fromDate: string | undefined, toDate: string | undefined, now = new Date()): Promise<WeeklyReports> {
  const range = reportRange(fromDate, toDate);
  const [clients, referrals] = await Promise.all([accountsCreatedBetween('client', range.from, range.to), referralsReceivedBetween(range.from, range.to)]);
  const sessions = await sessionsForReports(
    range.from,
    range.to,
    { patientIds: clients.map((c) => c._id), medicareReferralIds: referrals.map((r) => r._id) },
    { fields: SESSION_FIELDS },
  );
  return weeklyReports({ range, now, clients, referrals, sessions });
}
