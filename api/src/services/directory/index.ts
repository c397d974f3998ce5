// The directory domain's front door: what other domains may use (functions and types, never its models).
export { directorySnapshot, invalidateDirectory } from './listing/directory-cache';
export { refreshSearchTokens } from './listing/directory-listing';
export type { FundingOption, PsychologistMatches } from './listing/directory.types';
export { CITY_SLUGS, TOPIC_SLUGS } from './listing/landing-slugs';
export { matchPsychologists } from './listing/match-psychologists';
export { normaliseWords } from './listing/search-tokens';
export { psychologistWantsEmail } from './psychologist-settings/psychologist-preferences';
export { registerDirectory } from './register-directory';
export { listedPricesOf } from './listing/listed-prices';
export type { ListedPrices } from './listing/listed-prices';
