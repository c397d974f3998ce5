import { randomUUID } from 'node:crypto';
import { INVALID_PROVIDER_NUMBER, isValidProviderNumber, normaliseProviderNumber } from '@harbour/identifiers';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { HttpProblem, notFound } from '../../../http/problem';
import { checkEmailAddress } from '../../../security/email-address';
import { upsertRetryingOnce } from '../../../lib/duplicate-key';
import { recordAudit } from '../../audit';
import { MedicareReferralModel, type MedicareReferralRecord } from '../funding/medicare-referral.model';
import { validateFunding } from '../funding/validate-funding';
import { calendarDateIn } from '../../../lib/australian-date';
import { currentReferral } from '../funding/current-referral';
import { FieldErrors } from '../../../lib/field-errors';
import { MEDICARE_SESSIONS_PER_REFERRAL as SESSIONS_PER_REFERRAL } from '../entitlements/entitlement-facts';
import { clientTimeZoneOf, loadEntitlementFacts } from '../entitlements/load-entitlement-facts';
import { medicareTracker } from '../entitlements/medicare-tracker';
import { checkMedicareCard } from './medicare-card-check';
import type {
  Entitlements,
  MedicareCard,
  MedicareCardRequest,
  MentalHealthCarePlan,
  MentalHealthCarePlanRequest,
  MentalHealthCarePlanState,
  OtherFundingRequest,
  PatientFunding,
} from './medicare.types';
import { PatientFundingProfileModel, type PatientFundingProfileRecord } from './patient-funding-profile.model';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (value: string | undefined) =>
  !!value && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const toPlan = (r: MedicareReferralRecord): MentalHealthCarePlan => ({
  medicareReferralId: r._id,
  referringGpName: r.referrerName,
  ...(r.referrerProviderNumber && {
    referrerProviderNumber: r.referrerProviderNumber,
  }),
  ...(r.referrerPracticeName && {
    referrerPracticeName: r.referrerPracticeName,
  }),
  issuedOn: r.issuedOn,
  validUntil: r.validUntil,
  sessionsApproved: r.sessionsApproved ?? SESSIONS_PER_REFERRAL,
});

const toFunding = (p: PatientFundingProfileRecord | null): PatientFunding => ({
  ...(p?.medicareCard && { medicareCard: p.medicareCard }),
  ...(p?.ndis && { ndis: p.ndis }),
  ...(p?.dva && { dva: p.dva }),
  ...(p?.workersComp && { workersComp: p.workersComp }),
  ...(p?.partnerProgramme && { partnerProgramme: p.partnerProgramme }),
});

export async function getMentalHealthCarePlans(client: AuthenticatedUser, now = new Date()): Promise<MentalHealthCarePlanState> {
  const referrals = (await MedicareReferralModel.find({ patientId: client.sub }).lean()).sort((a, b) =>
    a.issuedOn < b.issuedOn ? 1 : a.issuedOn > b.issuedOn ? -1 : b.createdAt.getTime() - a.createdAt.getTime() || b._id.localeCompare(a._id),
  );
  const current = await currentReferral(client.sub, calendarDateIn(now, await clientTimeZoneOf(client.sub)));
  await recordAudit(
    client,
    {
      patientId: client.sub,
      action: 'read',
      recordKind: 'medicare-referral',
      recordId: '*',
    },
    now,
  );
  return {
    ...(current && { current: toPlan(current) }),
    referrals: referrals.map(toPlan),
  };
}

/** Adds a referral / care plan, or corrects one the client already has (by its id). */
export async function saveMentalHealthCarePlan(client: AuthenticatedUser, body: MentalHealthCarePlanRequest, now = new Date()): Promise<MentalHealthCarePlan> {
  const errors = new FieldErrors();
  const gp = (body.referringGpName ?? '').trim();
  if (!gp || gp.length > 120) errors.add('referringGpName', "Enter the referring GP's name.");
  if (!isValidProviderNumber(body.referrerProviderNumber ?? '')) errors.add('referrerProviderNumber', INVALID_PROVIDER_NUMBER);
  if ((body.referrerPracticeName ?? '').length > 120) errors.add('referrerPracticeName', 'Use at most 120 characters.');
  if (!validDate(body.issuedOn)) errors.add('issuedOn', 'Enter the date on the referral (YYYY-MM-DD).');
  else if (body.issuedOn > calendarDateIn(now)) errors.add('issuedOn', 'The referral date cannot be in the future.');
  if (!Number.isInteger(body.sessionsApproved) || body.sessionsApproved < 1 || body.sessionsApproved > SESSIONS_PER_REFERRAL) {
    errors.add('sessionsApproved', `Enter the number of sessions the GP approved (1 to ${SESSIONS_PER_REFERRAL}).`);
  }
  let validUntil = body.validUntil;
  if (validUntil !== undefined && (!validDate(validUntil) || (validDate(body.issuedOn) && validUntil < body.issuedOn))) {
    errors.add('validUntil', 'Enter a date on or after the referral date (YYYY-MM-DD).');
  }
  errors.throwIfAny();
  if (validUntil === undefined) {
    const issued = new Date(`${body.issuedOn}T00:00:00Z`);
    validUntil = new Date(Date.UTC(issued.getUTCFullYear() + 1, issued.getUTCMonth(), issued.getUTCDate() - 1)).toISOString().slice(0, 10);
  }
  const fields = {
    referrerName: gp,
    referrerProviderNumber: normaliseProviderNumber(body.referrerProviderNumber),
    ...(body.referrerPracticeName?.trim() && {
      referrerPracticeName: body.referrerPracticeName.trim(),
    }),
    issuedOn: body.issuedOn,
    validUntil,
    sessionsApproved: body.sessionsApproved,
  };
  if (body.medicareReferralId) {
    const existing = await MedicareReferralModel.findById(body.medicareReferralId).lean();
    if (!existing || existing.patientId !== client.sub) throw notFound('No such referral of yours.');
    const unset = existing.referrerPracticeName && !fields.referrerPracticeName ? { $unset: { referrerPracticeName: 1 } } : {};
    await MedicareReferralModel.updateOne({ _id: existing._id }, { $set: { ...fields, updatedAt: now }, ...unset });
    await recordAudit(
      client,
      {
        patientId: client.sub,
        action: 'update',
        recordKind: 'medicare-referral',
        recordId: existing._id,
      },
      now,
    );
    return toPlan({
      ...existing,
      ...fields,
      ...(unset.$unset && { referrerPracticeName: undefined }),
    });
  }
  const record: MedicareReferralRecord = {
    _id: randomUUID(),
    patientId: client.sub,
    ...fields,
    createdAt: now,
  };
  await MedicareReferralModel.create(record);
  await recordAudit(
    client,
    {
      patientId: client.sub,
      action: 'create',
      recordKind: 'medicare-referral',
      recordId: record._id,
    },
    now,
  );
  return toPlan(record);
}

export async function getPatientFunding(client: AuthenticatedUser): Promise<PatientFunding> {
  return toFunding(await PatientFundingProfileModel.findById(client.sub).lean());
}

/** Upsert of the client's own one document: the client is its only writer, so the last save wins. */
async function saveFundingFields(patientId: string, set: Partial<PatientFundingProfileRecord>, unset: string[], now: Date): Promise<PatientFunding> {
  const saved = await upsertRetryingOnce(() =>
    PatientFundingProfileModel.findOneAndUpdate(
      { _id: patientId },
      {
        $set: { ...set, updatedAt: now },
        ...(unset.length && {
          $unset: Object.fromEntries(unset.map((k) => [k, 1])),
        }),
      },
      { upsert: true, new: true, lean: true },
    ),
  );
  return toFunding(saved);
}

export async function saveMedicareCard(client: AuthenticatedUser, body: MedicareCardRequest, now = new Date()): Promise<MedicareCard> {
  const card = checkMedicareCard(body, calendarDateIn(now).slice(0, 7));
  await saveFundingFields(client.sub, { medicareCard: card }, [], now);
  return card;
}

const blank = (v: string | undefined) => !v || !v.trim();

/** Booking's funding checks (one set of rules), with the field names of this request. */
const FIELD_NAMES: Record<string, string> = {
  'funding.ndisManagement': 'ndis.management',
  'funding.ndisParticipantNumber': 'ndis.participantNumber',
  'funding.ndisFunderName': 'ndis.planManagerName',
  'funding.ndisFunderEmail': 'ndis.planManagerEmail',
  'funding.dvaCardType': 'dva.cardType',
  'funding.dvaFileNumber': 'dva.fileNumber',
  'funding.workersCompClaimNumber': 'workersComp.claimNumber',
  'funding.workersCompInsurer': 'workersComp.insurer',
  'funding.workersCompApprovedSessions': 'workersComp.approvedSessions',
  'funding.dvaReferralIssuedOn': 'dva.referralIssuedOn',
};
function checkFunder(...args: Parameters<typeof validateFunding>): void {
  try {
    validateFunding(...args);
  } catch (err) {
    if (!(err instanceof HttpProblem) || !err.fields) throw err;
    const [[field, message]] = Object.entries(err.fields);
    const name = FIELD_NAMES[field] ?? field;
    throw new HttpProblem(422, 'Validation failed', `${name}: ${message}`, {
      [name]: message,
    });
  }
}

/** Each funder given is checked as booking checks it; one left out is removed. */
export async function saveOtherFunding(client: AuthenticatedUser, body: OtherFundingRequest, now = new Date()): Promise<PatientFunding> {
  const set: Partial<PatientFundingProfileRecord> = {};
  if (body.ndis) {
    checkFunder('NDIS', {
      ndisManagement: body.ndis.management,
      ndisParticipantNumber: body.ndis.participantNumber,
      ndisFunderName: body.ndis.planManagerName,
      ndisFunderEmail: body.ndis.planManagerEmail,
    });
    set.ndis = {
      participantNumber: body.ndis.participantNumber.replace(/\s/g, ''),
      management: body.ndis.management,
      ...(body.ndis.planManagerName?.trim() && {
        planManagerName: body.ndis.planManagerName.trim(),
      }),
      ...(body.ndis.planManagerEmail?.trim() && {
        planManagerEmail: checkEmailAddress(body.ndis.planManagerEmail).address,
      }),
    };
  }
  if (body.dva) {
    checkFunder('DVA', {
      dvaCardType: body.dva.cardType,
      dvaFileNumber: body.dva.fileNumber,
      dvaReferralIssuedOn: body.dva.referralIssuedOn || undefined,
    });
    set.dva = {
      cardType: body.dva.cardType,
      fileNumber: body.dva.fileNumber.replace(/\s/g, '').toUpperCase(),
      ...(body.dva.referralIssuedOn && { referralIssuedOn: body.dva.referralIssuedOn }),
    };
  }
  if (body.workersComp) {
    checkFunder('WorkersComp', {
      workersCompClaimNumber: body.workersComp.claimNumber,
      workersCompInsurer: body.workersComp.insurer,
      workersCompApprovedSessions: body.workersComp.approvedSessions,
    });
    set.workersComp = {
      claimNumber: body.workersComp.claimNumber.trim(),
      insurer: body.workersComp.insurer.trim(),
      ...(body.workersComp.approvedSessions !== undefined && { approvedSessions: body.workersComp.approvedSessions }),
    };
  }
  if (body.partnerProgramme) {
    const errors = new FieldErrors();
    if (blank(body.partnerProgramme.programmeName) || body.partnerProgramme.programmeName.length > 100)
      errors.add('partnerProgramme.programmeName', 'Enter the name of the programme (up to 100 characters).');
    if ((body.partnerProgramme.memberNumber ?? '').length > 40) errors.add('partnerProgramme.memberNumber', 'Use at most 40 characters.');
    errors.throwIfAny();
    set.partnerProgramme = {
      programmeName: body.partnerProgramme.programmeName.trim(),
      ...(body.partnerProgramme.memberNumber?.trim() && {
        memberNumber: body.partnerProgramme.memberNumber.trim(),
      }),
    };
  }
  const unset = (['ndis', 'dva', 'workersComp', 'partnerProgramme'] as const).filter((k) => !body[k]);
  return saveFundingFields(client.sub, set, unset, now);
}

/** The client's Better Access tracker: the same rules as the quote (`payments/entitlements`). */
export async function getEntitlements(client: AuthenticatedUser, now = new Date()): Promise<Entitlements> {
  return medicareTracker(await loadEntitlementFacts(client.sub, now), now);
}
