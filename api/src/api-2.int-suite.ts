import { runIntegrationTests } from './test-support/integration-suite';

// The second of two shares of the API's integration tests outside seed/, security/ and services/ as one jest file in `npm test` (docs/testing.md).
runIntegrationTests(__dirname, { share: 2, shares: 2 });
