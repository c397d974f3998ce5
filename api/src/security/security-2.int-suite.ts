import { runIntegrationTests } from '../test-support/integration-suite';

// The second of two shares of the security tests as one jest file in `npm test` (docs/testing.md).
runIntegrationTests(__dirname, { share: 2, shares: 2 });
