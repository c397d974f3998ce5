import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signInMatrixPeople, type MatrixPerson } from '../../../test-support/people';
import { FAQ_CATEGORIES, FAQS } from './faq-data';
import { FaqModel } from './faq.model';
import { seedFaqs } from './faqs';

const server = useServerWithDatabase(__filename, { seed: true });
const get = (query: Record<string, string> = {}) => request(server.url).get('/api/content/faqs').query(query);

describe('GET /api/content/faqs', () => {
  it('lists every seeded FAQ in the hub’s order with every category counted', async () => {
    const { body } = await get().expect(200);
    expect(body.faqs.map((f: { id: string }) => f.id)).toEqual(FAQS.map((f) => f.id));
    expect(body.categories.map((c: { name: string }) => c.name)).toEqual([
      'Booking',
      'Payments & Medicare',
      'Sessions & video',
      'Account & sign-in',
      'Privacy',
      'For psychologists',
      'For GPs',
    ]);
    for (const category of body.categories) expect(category.count).toBe(FAQS.filter((f) => f.category === category.id).length);
    expect(body.faqs[0]).toEqual({
      id: 'how-do-i-book',
      category: 'booking',
      question: 'How do I book a session?',
      answer: expect.stringContaining('Find a psychologist in the directory'),
      links: [
        { label: 'Find a psychologist', href: '/find-a-psychologist' },
        { label: 'Get matched', href: '/get-matched' },
      ],
    });
  });

  it('searches, best match first, with counts for the matches in each category', async () => {
    const { body } = await get({ q: 'forgot password' }).expect(200);
    expect(body.faqs[0].question).toBe('I forgot my password. What do I do?');
    const account = body.categories.find((c: { id: string }) => c.id === 'account-sign-in');
    expect(account.count).toBeGreaterThan(0);
    expect(body.categories.find((c: { id: string }) => c.id === 'for-gps').count).toBe(0);
  });

  it('narrows a question to the answers that have all its words ("how do I cancel a session" is not the whole hub)', async () => {
    const { body } = await get({ q: 'how do I cancel a session' }).expect(200);
    expect(body.faqs[0].id).toBe('reschedule-or-cancel');
    expect(body.faqs.length).toBeLessThan(FAQS.length / 3);
    const total = body.categories.reduce((sum: number, c: { count: number }) => sum + c.count, 0);
    expect(total).toBe(body.faqs.length);
  });

  it('narrows to a category (counts still across all)', async () => {
    const { body } = await get({ category: 'for-gps' }).expect(200);
    expect(body.faqs.map((f: { category: string }) => f.category)).toEqual(FAQS.filter((f) => f.category === 'for-gps').map(() => 'for-gps'));
    expect(body.categories).toHaveLength(FAQ_CATEGORIES.length);
  });

  it('answers a search that matches nothing with an empty list', async () => {
    const { body } = await get({ q: 'zzzqqq' }).expect(200);
    expect(body.faqs).toEqual([]);
    expect(body.categories.every((c: { count: number }) => c.count === 0)).toBe(true);
  });

  it('422 for an unknown category or an over-long query, naming the field', async () => {
    expect((await get({ category: 'gossip' }).expect(422)).body.fields).toHaveProperty('category');
    expect((await get({ q: 'x'.repeat(201) }).expect(422)).body.fields).toEqual({ q: 'Use at most 200 characters.' });
  });

  it('seeding again replaces by slug and removes FAQs no longer in the data', async () => {
    await FaqModel.create({ _id: 'retired', category: 'booking', question: 'Old?', answer: 'Old.', keywords: [], links: [], order: 99 });
    await seedFaqs();
    await seedFaqs();
    expect(await FaqModel.countDocuments({})).toBe(FAQS.length);
    expect(await FaqModel.exists({ _id: 'retired' })).toBeNull();
  });

  it('the kept search index is rebuilt when the FAQs are seeded again', async () => {
    expect((await get({ q: 'kangaroo' }).expect(200)).body.faqs).toEqual([]);
    const changed = FAQS.map((f) => (f.id === 'session-length' ? { ...f, answer: `${f.answer} Even for a kangaroo.` } : f));
    await seedFaqs(changed);
    try {
      expect((await get({ q: 'kangaroo' }).expect(200)).body.faqs.map((f: { id: string }) => f.id)).toEqual(['session-length']);
    } finally {
      await seedFaqs();
    }
    expect((await get({ q: 'kangaroo' }).expect(200)).body.faqs).toEqual([]);
  });
});

describe('access (public)', () => {
  let auth: Record<MatrixPerson, string>;
  beforeAll(async () => {
    ({ auth } = await signInMatrixPeople(server.url));
  });
  it.each<MatrixPerson | 'anonymous'>(['anonymous', 'client', 'psychologist', 'gp'])('%s reads the same FAQs', async (person) => {
    const headers = person === 'anonymous' ? {} : { authorization: auth[person] };
    const { body } = await request(server.url).get('/api/content/faqs').set(headers).expect(200);
    expect(body.faqs).toHaveLength(FAQS.length);
  });
});
