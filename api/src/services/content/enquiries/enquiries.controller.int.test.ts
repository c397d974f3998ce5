import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signInMatrixPeople, type MatrixPerson } from '../../../test-support/people';
import { AttemptSlotModel } from '../../../http/rate-limit/attempt-slot.model';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { EnquiryModel } from './enquiry.model';
import { useConfiguration } from '../../../configuration';
import { TOO_MANY_FROM_ADDRESS, TOO_MANY_FROM_EMAIL } from './enquiry-limits';

// The real app on the real test database; the outbox is read through the development router.
const server = useServerWithDatabase(__filename, { config: { devOutbox: true, enquiriesPerIp: 1000, supportEmail: 'support@harbour.test', partnershipsEmail: 'partners@harbour.test' } });

const contact = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email,
  topic: 'payments',
  message: 'How do I add my Medicare referral before my session?',
  ...extra,
});
const partner = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Grace Hopper',
  email,
  organisation: 'Example Health Fund',
  organisationType: 'health-fund',
  role: 'Member health lead',
  message: 'We would like to offer funded sessions to our members.',
  ...extra,
});
const outboxFor = async (to: string) => (await request(server.url).get('/api/notifications/outbox').query({ to }).expect(200)).body.messages as { subject: string; text: string; kind: string }[];

describe('POST /api/content/contact', () => {
  it('lands the message in the outbox for support and stores the enquiry', async () => {
    const { body } = await request(server.url).post('/api/content/contact').send(contact('ada@example.com')).expect(201);
    expect(body.reference).toMatch(/^H-[2-9A-HJKMNP-Z]{6}$/);
    const [message] = (await outboxFor('support@harbour.test')).filter((m) => m.subject.includes(body.reference));
    expect(message).toMatchObject({ kind: 'contact-enquiry', subject: `Contact ${body.reference}: Payments and Medicare — Ada Lovelace` });
    expect(message.text).toContain('From: Ada Lovelace <ada@example.com>');
    expect(message.text).toContain('How do I add my Medicare referral before my session?');
    const stored = await EnquiryModel.findOne({ reference: body.reference }).lean();
    expect(stored).toMatchObject({ kind: 'contact', email: 'ada@example.com', topic: 'payments' });
    expect(stored?.outboxMessageId).toBeDefined();
  });

  it('refuses the 6th message in a minute from one address with a clear message and Retry-After', async () => {
    for (let i = 0; i < 5; i++) await request(server.url).post('/api/content/contact').send(contact('busy@example.com')).expect(201);
    const refused = await request(server.url).post('/api/content/contact').send(contact('BUSY@example.com')).expect(429);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(refused.body).toMatchObject({ status: 429, detail: TOO_MANY_FROM_EMAIL });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await EnquiryModel.countDocuments({ email: 'busy@example.com' })).toBe(5);
    // The partner form counts against the same sender.
    await request(server.url).post('/api/content/partner-enquiry').send(partner('busy@example.com')).expect(429);
    // Someone else is not affected.
    await request(server.url).post('/api/content/contact').send(contact('calm@example.com')).expect(201);
  });

  it('10 parallel messages from one address: exactly 5 accepted, 5 stored, 5 emailed', async () => {
    const before = (await outboxFor('support@harbour.test')).length;
    const answers = await Promise.all(Array.from({ length: 10 }, () => request(server.url).post('/api/content/contact').send(contact('race@example.com'))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
    expect(await EnquiryModel.countDocuments({ email: 'race@example.com' })).toBe(5);
    expect((await outboxFor('support@harbour.test')).length - before).toBe(5);
  });

  it('a filled honeypot gets the same "sent" answer, and nothing is sent, stored or counted', async () => {
    const outboxBefore = await OutboxMessageModel.countDocuments({});
    const { body } = await request(server.url).post('/api/content/contact').send(contact('bot@example.com', { website: 'https://cheap-pills.example' })).expect(201);
    expect(body.reference).toMatch(/^H-[2-9A-HJKMNP-Z]{6}$/);
    expect(await OutboxMessageModel.countDocuments({})).toBe(outboxBefore);
    expect(await EnquiryModel.countDocuments({ email: 'bot@example.com' })).toBe(0);
    expect(await AttemptSlotModel.countDocuments({ bucket: 'enquiry-email|bot@example.com' })).toBe(0);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a bad email', { email: 'not-an-address' }, 'email'],
    ['a blank name', { name: '   ' }, 'name'],
    ['an unknown topic', { topic: 'lottery' }, 'topic'],
    ['a one-word message', { message: 'help' }, 'message'],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message'],
    ['an extra field', { admin: true }, 'admin'],
  ])('422 for %s, naming the field; nothing written', async (_name, change, field) => {
    const email = `bad-${field}@example.com`;
    const outboxBefore = await OutboxMessageModel.countDocuments({});
    const { body, headers } = await request(server.url).post('/api/content/contact').send(contact(email, change)).expect(422);
    expect(headers['content-type']).toMatch(/application\/problem\+json/);
    expect(Object.keys(body.fields).join(' ')).toContain(field);
    expect(await EnquiryModel.countDocuments({})).toBe(await EnquiryModel.countDocuments({ email: { $ne: email } }));
    expect(await OutboxMessageModel.countDocuments({})).toBe(outboxBefore);
    expect(await AttemptSlotModel.countDocuments({ bucket: `enquiry-email|${email}` })).toBe(0);
  });
});

describe('POST /api/content/partner-enquiry', () => {
  it('emails partnerships and stores the enquiry', async () => {
    const { body } = await request(server.url).post('/api/content/partner-enquiry').send(partner('grace@fund.example', { phone: '02 9876 5432' })).expect(201);
    const [message] = (await outboxFor('partners@harbour.test')).filter((m) => m.subject.includes(body.reference));
    expect(message).toMatchObject({ kind: 'partner-enquiry', subject: `Partner enquiry ${body.reference}: Example Health Fund (Health fund)` });
    expect(message.text).toContain('Phone: 02 9876 5432');
    expect(await EnquiryModel.findOne({ reference: body.reference }).lean()).toMatchObject({ kind: 'partner', organisation: 'Example Health Fund', role: 'Member health lead' });
  });

  it('honeypot: answered as sent, nothing stored', async () => {
    await request(server.url).post('/api/content/partner-enquiry').send(partner('bot2@example.com', { website: 'x' })).expect(201);
    expect(await EnquiryModel.countDocuments({ email: 'bot2@example.com' })).toBe(0);
  });

  it('422 names the organisation field, nothing written', async () => {
    const { body } = await request(server.url).post('/api/content/partner-enquiry').send(partner('noorg@example.com', { organisation: '' })).expect(422);
    expect(body.fields).toEqual({ organisation: 'Enter your organisation’s name.' });
    expect(await EnquiryModel.countDocuments({ email: 'noorg@example.com' })).toBe(0);
  });
});

describe('access (anonymous by design)', () => {
  let auth: Record<MatrixPerson, string>;
  beforeAll(async () => {
    ({ auth } = await signInMatrixPeople(server.url));
  });

  it.each<MatrixPerson | 'anonymous'>(['anonymous', 'client', 'psychologist', 'gp'])('%s can send both forms', async (person) => {
    const headers = person === 'anonymous' ? {} : { authorization: auth[person] };
    const email = `${person.replace(' ', '-')}-access@example.com`;
    await request(server.url).post('/api/content/contact').set(headers).send(contact(email)).expect(201);
    await request(server.url).post('/api/content/partner-enquiry').set(headers).send(partner(email)).expect(201);
    expect(await EnquiryModel.countDocuments({ email })).toBe(2);
  });
});

describe('per IP address', () => {
  // The API trusts the loopback proxy (the portal server), which names the client's address.
  it('refuses the enquiry after ENQUIRIES_PER_IP from one address, whatever the sender email', async () => {
    useConfiguration({ ...server.config, enquiriesPerIp: 3 });
    try {
      const from = { 'x-forwarded-for': '203.0.113.7' };
      for (let i = 0; i < 3; i++) await request(server.url).post('/api/content/contact').set(from).send(contact(`ip-${i}@example.com`)).expect(201);
      const refused = await request(server.url).post('/api/content/contact').set(from).send(contact('ip-9@example.com')).expect(429);
      expect(refused.body.detail).toBe(TOO_MANY_FROM_ADDRESS);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await EnquiryModel.countDocuments({ email: 'ip-9@example.com' })).toBe(0);
      // Another address is not affected.
      await request(server.url).post('/api/content/contact').set({ 'x-forwarded-for': '203.0.113.8' }).send(contact('ip-9@example.com')).expect(201);
    } finally {
      useConfiguration(server.config);
    }
  });
});
