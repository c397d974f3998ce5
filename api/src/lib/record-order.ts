/**
 * Comparators for records ordered by a date, with the id deciding ties. A find without a sort has
 * no order on FerretDB (it answers as PostgreSQL scans), and Array.prototype.sort keeps that
 * arbitrary order among equal keys: two records of the same millisecond would swap between reads,
 * and a paged or cut list would repeat or skip one.
 */
type Identified = { _id: string };

/** Earliest first; equal dates by id. */
export const oldestFirst =
  <T extends Identified>(at: (record: T) => Date) =>
  (a: T, b: T): number =>
    at(a).getTime() - at(b).getTime() || a._id.localeCompare(b._id);

/** Latest first; equal dates by id, descending: exactly the reverse of `oldestFirst`. */
export const newestFirst =
  <T extends Identified>(at: (record: T) => Date) =>
  (a: T, b: T): number =>
    at(b).getTime() - at(a).getTime() || b._id.localeCompare(a._id);
