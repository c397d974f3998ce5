// The correspondence domain's front door: what other domains may use (functions and types, never its models).
export type { GpLetterRecord } from './practice/correspondence.model';
export { gpLetterOf, gpLettersAddressedTo } from './practice/gp-letter-reads';
