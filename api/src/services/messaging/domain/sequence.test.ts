import { afterBucket, bucketOf } from './sequence';

describe('message buckets', () => {
  it.each([
    [0, 0],
    [99, 0],
    [100, 1],
    [249, 2],
  ])('seq %i is on page %i', (seq, bucket) => expect(bucketOf(seq)).toBe(bucket));

  it.each<[string, number, number[], ReturnType<typeof afterBucket>]>([
    ['an empty first bucket starts at 0', 0, [], { next: 'seq', seq: 0 }],
    ['an empty later bucket starts at its first seq', 2, [], { next: 'seq', seq: 200 }],
    ['a partly filled bucket continues after its highest', 1, [100, 101, 102], { next: 'seq', seq: 103 }],
    ['a full bucket sends the search to the next', 0, [0, 50, 99], { next: 'bucket', bucket: 1 }],
  ])('%s', (_name, bucket, seqs, expected) => expect(afterBucket(bucket, seqs)).toEqual(expected));
});
