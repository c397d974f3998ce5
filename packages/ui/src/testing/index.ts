// Helpers for the areas' jest tests, imported as '@harbour/ui/src/testing'. Not exported from the
// package's index: they use jest globals and must never reach a bundle.
export { heldAnswer, stubFetch, unprocessable, type StubCall, type StubReply } from './fetchStub';
export { createTestPlatform, renderArea, signedIn } from './renderArea';
export { agreeToTerms, SIGNUP_TERMS_ROUTE, TEST_TERMS_VERSION } from './signupTerms';
