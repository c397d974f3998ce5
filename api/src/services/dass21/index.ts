// The dass21 domain's front door: what other domains may use (functions and types, never its models).
export { flagWords } from './flag-words';
export type { Dass21ResultRecord } from './records/dass21-result.model';
export { dass21ResultsOf, flaggedDass21ResultsOf } from './records/dass21-result-reads';
export { clientResults } from './client-results';
export type { Dass21ResultList } from './dass21.types';
