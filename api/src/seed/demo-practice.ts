import { findAccountByEmail } from '../services/identity/accounts/accounts';
import { PracticeDetailsModel } from '../services/practice/business/practice-details.model';
import { DirectoryProfileModel } from '../services/directory/listing/directory-profile.model';
import { saveDirectoryListing } from '../services/directory/listing/directory-listing';
import type { DirectoryListingInput } from '../services/directory/listing/directory.types';
import { isDuplicateKey } from '../lib/duplicate-key';
import { DEMO_WORLDS } from './demo-worlds';

/** The demo psychologists' ABN: the ATO's own worked example, valid by the checksum. */
export const DEMO_PSYCHOLOGIST_ABN = '51824753556';

/**
 * The demo psychologists' directory listing (Melbourne, like their hours), so GPs can refer to
 * them and clients find them; their own edits are theirs to make from the practice profile page.
 */
export const DEMO_PSYCHOLOGIST_LISTING: DirectoryListingInput = {
  psychologistType: 'Clinical psychologist',
  ahpraNumber: 'PSY0002547611',
  bio: 'I am a clinical psychologist in Melbourne who works with adults facing anxiety, low mood and stress at work. Sessions are practical and paced to suit you, using CBT and ACT.',
  qualifications: ['Master of Clinical Psychology', 'Bachelor of Psychological Science (Honours)'],
  specialisationIds: [1, 2, 3],
  treatmentModalityIds: [1, 2],
  languageIds: [1],
  therapyTypeIds: [1],
  fundingAccepted: ['Medicare', 'NDIS'],
  partnerReferrerIds: [],
  fees: [
    { durationMinutes: 50, feeCents: 22000 },
    { durationMinutes: 80, feeCents: 33000 },
  ],
  timeZone: 'Australia/Melbourne',
  state: 'VIC',
  gender: 'Male',
  messagingEnabled: true,
  isHidden: false,
};

/**
 * Each demo world's psychologist's listing and invoice details (ABN). Idempotent: a listing or
 * details a psychologist already has (seeded or saved) are left as they are. Needs the demo
 * accounts and the reference data. Returns how many of each it wrote.
 */
export async function seedDemoPractice(now = new Date()): Promise<{ listings: number; businessDetails: number }> {
  const written = { listings: 0, businessDetails: 0 };
  for (const { psychologist, psychologistFirstName } of DEMO_WORLDS) {
    const account = await findAccountByEmail(psychologist);
    if (!account) continue;
    if (!(await DirectoryProfileModel.exists({ _id: account._id }))) {
      await saveDirectoryListing(account._id, DEMO_PSYCHOLOGIST_LISTING, now);
      written.listings += 1;
    }
    try {
      await PracticeDetailsModel.create({ _id: account._id, abn: DEMO_PSYCHOLOGIST_ABN, businessName: `${psychologistFirstName} Psychologist Psychology`, updatedAt: now });
      written.businessDetails += 1;
    } catch (err) {
      // Their details exist already (seeded or saved): theirs stand.
      if (!isDuplicateKey(err)) throw err;
    }
  }
  return written;
}
