import { runIntegrationTests } from '../../test-support/integration-suite';

// The payments domain's integration tests as one jest file in `npm test` (docs/testing.md).
runIntegrationTests(__dirname);
