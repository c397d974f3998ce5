/**
 * Which journeys may run beside which (e2e/playwright.config.ts). A journey that signs in as one of
 * the seed's demo accounts, or changes what they see (bookings, messages, profile, listing,
 * referrals), belongs to DEMO_WORLD; one that releases an area belongs to PORTAL_WIDE. Everything
 * else makes its own accounts or only reads, and runs in the other lane.
 */
export const DEMO_WORLD_JOURNEYS = [
  'availability',
  'checkout',
  'client-account',
  'client-medicare',
  'dass21',
  'gp-area',
  'gp-referral-letter',
  'gp-referrals',
  'guards',
  'in-session-booking',
  'messaging',
  'practice-book-today',
  'practice-business',
  'practice-invoice-abn',
  'practice-listing',
  'practice-notes',
  'practice-profile',
  'practice-start-now',
  'registration',
  'signed-in-pages',
  // Books a time of a seeded directory psychologist, as checkout does.
  'text-messages',
  'video-session',
];

export const PORTAL_WIDE_JOURNEYS = ['area-release', 'contract-version', 'release'];

const files = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);
export const DEMO_WORLD = files(DEMO_WORLD_JOURNEYS);
export const PORTAL_WIDE = files(PORTAL_WIDE_JOURNEYS);
