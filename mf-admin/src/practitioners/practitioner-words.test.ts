import { formatDateInZone } from '@harbour/ui';
import { awaitingWords, practitionerName, providerNumberWords, standingWords } from './practitioner-words';

describe('practitioner words', () => {
  it.each([
    [undefined, 'Not given'],
    ['', 'Not given'],
    ['4024742F', '4024742F (passes the Medicare check)'],
    ['2547611Y', '2547611Y (passes the Medicare check)'],
    ['4024742A', '4024742A (fails the Medicare check)'],
    ['12345', '12345 (fails the Medicare check)'],
  ])('provider number %p reads %p', (input, words) => {
    expect(providerNumberWords(input)).toBe(words);
  });

  it.each([
    [{ firstName: 'Pat', lastName: 'Lee', email: 'pat@example.com' }, 'Pat Lee'],
    [{ firstName: 'Pat', email: 'pat@example.com' }, 'Pat'],
    [{ email: 'pat@example.com' }, 'pat@example.com'],
  ])('names %p as %p', (person, name) => {
    expect(practitionerName(person)).toBe(name);
  });

  it.each([
    [0, '0 practitioners await approval.'],
    [1, '1 practitioner awaits approval.'],
    [2, '2 practitioners await approval.'],
  ])('counts %p as %p', (n, words) => {
    expect(awaitingWords(n)).toBe(words);
  });

  it.each([
    [{}, 'Approved'],
    [{ suspendedAt: '2026-11-20T14:30:00.000Z', suspensionReason: 'Registration lapsed.' }, 'Suspended since 21 November 2026: Registration lapsed.'],
    [{ suspendedAt: '2026-11-20T01:00:00.000Z' }, 'Suspended since 20 November 2026'],
  ])('says the standing of %p as %p (Sydney days)', (p, words) => {
    expect(standingWords(p as never, (iso) => formatDateInZone(iso, 'Australia/Sydney'))).toBe(words);
  });
});
