// The funding domain's front door: what other domains may use (functions and types, never its models).
export { getPatientReferrer, recordClientReferrer } from './client-referrers/client-referrers';
export { claimEntitlement, releaseEntitlement, releasePlaces } from './entitlements/entitlement-claims';
export { DEFAULT_CLIENT_TIME_ZONE, MEDICARE_SESSIONS_PER_REFERRAL, MEDICARE_SESSIONS_PER_YEAR } from './entitlements/entitlement-facts';
export type { FundedRoute, ReferralFacts } from './entitlements/entitlement-facts';
export { currentReferralOn, entitlementFor, referralCountedBy, referralUsage, usesMedicare } from './entitlements/entitlements';
export type { Entitlement, EntitlementCount, MedicareUsage } from './entitlements/entitlements';
export { clientTimeZoneOf, loadEntitlementFacts, toReferralFacts } from './entitlements/load-entitlement-facts';
export { currentReferral } from './funding/current-referral';
export { redemptionId, seededDiscountCodes } from './funding/discount-code.model';
export type { DiscountCodeRecord } from './funding/discount-code.model';
export type { FundingDetails, FundingRouteName } from './funding/funding-route.types';
export type { MedicareReferralRecord } from './funding/medicare-referral.model';
export { medicareReferralsOfPatient, sessionsApprovedOnReferral } from './funding/medicare-referral-reads';
export { createMedicareReferral, recordReferralReview } from './funding/medicare-referral-writes';
export { validateFunding } from './funding/validate-funding';
export { loadFundingRates, seedFundingRates } from './rates/funding-rates';
export type { FundingRate, PractitionerType } from './rates/funding-rates.data';
export { registerFunding } from './register-funding';
