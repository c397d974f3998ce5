import { HttpProblem } from '../../../http/problem';
import { checkContact, checkPartnerEnquiry, isHoneypotFilled } from './enquiry-rules';
import type { ContactRequest, PartnerEnquiryRequest } from './enquiry.types';

const contact: ContactRequest = { name: ' Ada  Lovelace ', email: ' Ada@Example.COM ', topic: 'booking', message: '  I would like to book an evening session.  ' };
const partner: PartnerEnquiryRequest = {
  name: 'Grace Hopper',
  email: 'grace@fund.example',
  organisation: 'Example Health Fund',
  organisationType: 'health-fund',
  message: 'We would like to offer sessions to our members.',
};

function fieldsOf(run: () => unknown): Record<string, string> | undefined {
  try {
    run();
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(HttpProblem);
    expect((err as HttpProblem).status).toBe(422);
    return (err as HttpProblem).fields;
  }
}

describe('isHoneypotFilled', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['   ', false],
    ['https://spam.example', true],
    ['x', true],
  ])('website=%j → %s', (website, filled) => expect(isHoneypotFilled({ website })).toBe(filled));
});

describe('checkContact', () => {
  it('trims, collapses spaces in the name and lower-cases the address', () => {
    expect(checkContact(contact)).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', topic: 'booking', message: 'I would like to book an evening session.' });
  });

  it.each<[string, Partial<ContactRequest>, Record<string, string>]>([
    ['blank name', { name: '  ' }, { name: 'Enter your name.' }],
    ['no email', { email: '' }, { email: 'Enter your email address so we can reply.' }],
    ['bad email', { email: 'ada@example' }, { email: 'Enter a valid email address, e.g. name@example.com.' }],
    ['unknown topic', { topic: 'spam' as never }, { topic: 'Choose what your message is about.' }],
    ['short message', { message: 'hi' }, { message: 'Tell us a little more (at least 10 characters).' }],
    ['long message', { message: 'x'.repeat(5001) }, { message: 'Keep your message to 5000 characters or fewer.' }],
    ['two at once', { name: '', message: '' }, { name: 'Enter your name.', message: 'Enter your message.' }],
  ])('%s → 422 naming the field', (_name, change, fields) => {
    expect(fieldsOf(() => checkContact({ ...contact, ...change }))).toEqual(fields);
  });
});

describe('checkPartnerEnquiry', () => {
  it('keeps optional fields only when given', () => {
    expect(checkPartnerEnquiry({ ...partner, role: '  ', phone: '' })).toEqual({ ...partner });
    expect(checkPartnerEnquiry({ ...partner, role: 'Head of member health', phone: '02 9876 5432' })).toMatchObject({ role: 'Head of member health', phone: '02 9876 5432' });
  });

  it.each<[string, Partial<PartnerEnquiryRequest>, Record<string, string>]>([
    ['no organisation', { organisation: '' }, { organisation: 'Enter your organisation’s name.' }],
    ['unknown type', { organisationType: 'pirates' as never }, { organisationType: 'Choose the kind of organisation.' }],
    ['bad phone', { phone: 'call me' }, { phone: 'Enter a valid phone number, e.g. 02 9876 5432, or leave it empty.' }],
    ['short phone', { phone: '1234' }, { phone: 'Enter a valid phone number, e.g. 02 9876 5432, or leave it empty.' }],
  ])('%s → 422 naming the field', (_name, change, fields) => {
    expect(fieldsOf(() => checkPartnerEnquiry({ ...partner, ...change }))).toEqual(fields);
  });
});
