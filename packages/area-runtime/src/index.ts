export { createAreaLifecycles, type AreaDefinition } from './create-area-lifecycles';
export { bootstrapStandalone } from './bootstrap-standalone';
export { createStandalonePlatform } from './standalone-platform';
export { AreaErrorBoundary } from './AreaErrorBoundary';
export { AreaRoot } from './AreaRoot';
export { currentBuild, type BuildInfo } from './build';
export { AreaNotFound } from './AreaNotFound';
export { downloadWithToken } from './download-with-token';
export { saveBlob } from './save-blob';
