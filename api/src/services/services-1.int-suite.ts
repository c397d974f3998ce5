import { runIntegrationTests } from '../test-support/integration-suite';

// The first of two shares of the integration tests of the domains without a suite of their own as one jest file in `npm test` (docs/testing.md).
runIntegrationTests(__dirname, { share: 1, shares: 2 });
