// The identity domain's front door: what other domains may use (functions and types, never its models).
export type { AccountRecord, AccountUserType } from './accounts/account.model';
export { approveAccount, createAccount, findAccountByEmail, findAccountById, normaliseEmail } from './accounts/accounts';
export { hashPassword, passwordProblem } from './accounts/passwords';
export { signOutEverywhere } from './sessions/sign-out-everywhere';
export { loadIdentitySecrets, tokenVerificationKeys } from './signing-keys';
export { clearFailures, signInLockedUntil } from './accounts/sign-in-throttle';
export { accountExistsWithEmail, accountOfType, activeAdministrators, accountsCreatedBetween, approvedPsychologistIds, decidedPractitionerAccounts, unapprovedAccounts } from './accounts/account-reads';
export { markAccountDeclined, markPractitionerClosed, reinstateAccount, suspendAccount } from './accounts/account-standing';
export { closeSignIn, deleteAccount } from './accounts/account-removal';
