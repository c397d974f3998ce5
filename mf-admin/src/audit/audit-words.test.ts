import { actionWords, auditCsv, recordWords, sydneyWhen } from './audit-words';

describe('audit words', () => {
  it.each([
    // Winter (AEST, +10) and summer (AEDT, +11): the Sydney day can be the next UTC one.
    ['2026-06-30T14:30:00.000Z', /^1 July? 2026, 12:30\sam AEST$/],
    ['2026-01-15T13:05:09.000Z', /^16 Jan 2026, 12:05\sam AEDT$/],
  ])('shows %s in Sydney time', (iso, words) => {
    expect(sydneyWhen(iso)).toMatch(words);
  });

  it.each([
    ['decline', 'Declined'],
    ['search', 'Searched the audit trail'],
    ['break-glass', 'Read (break-glass)'],
    ['something-new', 'something-new'],
  ])('names the action %s as %s', (action, words) => {
    expect(actionWords(action)).toBe(words);
  });

  it.each([
    ['export', 'account', 'Exported their data'],
    ['close', 'account', 'Closed the account'],
    ['resolve', 'enquiry', 'Resolved'],
    ['search', 'account', 'Looked up an account'],
    ['export', 'audit-trail', 'Exported the audit trail'],
    ['read', 'account', 'Read'],
  ])('names the action %s on a %s as %s', (action, recordKind, words) => {
    expect(actionWords(action, recordKind)).toBe(words);
  });

  it('names the record by kind and id', () => {
    expect(recordWords({ recordKind: 'practitioner-account', recordId: 'p-1' })).toBe('practitioner account p-1');
  });

  it('writes the CSV with a header, both clocks, and defused fields', () => {
    const csv = auditCsv([
      { eventId: 'e1', at: '2026-06-30T14:30:00.000Z', actorId: 'a1', actorType: 'administrator', actorName: 'Ada, Admin', action: 'decline', recordKind: 'practitioner-account', recordId: 'p1', detail: '=not a formula' },
    ]);
    const [header, row, end] = csv.split('\r\n');
    expect(header).toBe('Time (UTC),Time (Sydney),Actor,Actor type,Actor id,Action,Record kind,Record id,Patient,Patient id,Detail');
    expect(row).toMatch(/^2026-06-30T14:30:00.000Z,"1 July? 2026, 12:30\sam AEST","Ada, Admin",administrator,a1,decline,practitioner-account,p1,,,'=not a formula$/);
    expect(end).toBe('');
  });
});
