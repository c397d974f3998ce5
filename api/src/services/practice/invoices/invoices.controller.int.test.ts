import { randomUUID } from 'node:crypto';
import { pdfText } from '../../../test-support/pdf-text';
import request from 'supertest';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { createUserWithProfile, type NewUser } from '../../accounts/profiles/new-user';
import { pastSession, practiceCast, type PracticeCaller } from '../../../test-support/practice-people';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { PracticeDetailsModel } from '../business/practice-details.model';
import { InvoiceModel } from './invoice.model';
import { issueInvoices } from './issue-invoices';
import { SessionModel } from '../../sessions/records/session.model';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
let cast: Awaited<ReturnType<typeof practiceCast>>;
beforeAll(async () => {
  cast = await practiceCast(server.url);
  await pastSession(cast.ids.psychologist, cast.ids.client, 'medicare-session', 22000, {
    sessionType: 'Medicare',
    paymentStatus: 'Pending',
    quote: { feeCents: 22000, rebateCents: 9895, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 12105, item: '91170' },
    startsAt: new Date(Date.now() - 3 * 86_400_000),
  });
  await pastSession(cast.ids.psychologist, cast.ids.client, 'late-cancelled', 0, {
    sessionStatus: 'Cancelled',
    paymentStatus: 'Paid',
    cancellation: { byUserId: cast.ids.client, byUserType: 'client', feeCents: 8000 },
  });
});
const as = (who: PracticeCaller, call: request.Test) => (who === 'anonymous' ? call : call.set('authorization', cast.auth[who]));
const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('invoices', () => {
  it('rejects a bad ABN (422 naming abn) and writes nothing; accepts a valid one', async () => {
    const { body } = await as('psychologist', api().put('/api/practice/business-details')).send({ abn: '51 824 753 557' }).expect(422);
    expect(body.fields).toHaveProperty(['abn']);
    expect(await PracticeDetailsModel.countDocuments({})).toBe(0);
    const ok = await as('psychologist', api().put('/api/practice/business-details')).send({ abn: '51 824 753 556', businessName: 'Ng Psychology' }).expect(200);
    expect(ok.body).toEqual({ abn: '51824753556', businessName: 'Ng Psychology', providerNumber: '4024742F' });
  });

  it('issues one invoice per charged session and per late-cancellation fee, with totals', async () => {
    const { body } = await as('psychologist', api().get('/api/practice/invoices')).expect(200);
    expect(body.invoices).toHaveLength(3);
    expect(body.awaitingAbn).toBe(0);
    expect(body.invoices.map((i: { documentTitle: string }) => i.documentTitle)).toEqual(['Tax invoice', 'Tax invoice', 'Tax invoice']);
    const medicare = body.invoices.find((i: { sessionId: string }) => i.sessionId === 'medicare-session');
    expect(medicare).toMatchObject({ medicareItem: '91170', rebateCents: 9895, clientPaysCents: 12105, status: 'Unpaid', abn: '51824753556', providerNumber: '4024742F', gstCents: 0, patientName: 'Robin Lee' });
    expect(medicare.gstStatement).toMatch(/GST-free/);
    expect(body.invoices.find((i: { purpose: string }) => i.purpose === 'late-cancellation')).toMatchObject({ feeCents: 8000, rebateCents: 0, status: 'Paid' });
    expect(body.totals).toEqual({ count: 3, feeCents: 52000, rebateCents: 9895, clientPaysCents: 42105, paidCents: 30000, outstandingCents: 12105 });
    const numbers = body.invoices.map((i: { invoiceNumber: string }) => i.invoiceNumber);
    expect(new Set(numbers).size).toBe(3);
  });

  it('filters by status and service date; a bad date is a 422 naming the field', async () => {
    const unpaid = await as('psychologist', api().get('/api/practice/invoices?status=Unpaid')).expect(200);
    expect(unpaid.body.invoices.map((i: { sessionId: string }) => i.sessionId)).toEqual(['medicare-session']);
    const recent = await as('psychologist', api().get(`/api/practice/invoices?from=${new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10)}`)).expect(200);
    expect(recent.body.totals.count).toBe(1);
    const bad = await as('psychologist', api().get('/api/practice/invoices?from=yesterday')).expect(422);
    expect(bad.body.fields).toHaveProperty(['from']);
  });

  it('issuing at once from two callers inserts each invoice once', async () => {
    const sessions = await SessionModel.find({ psychologistId: cast.ids.psychologist }).lean();
    await InvoiceModel.deleteMany({});
    await Promise.all([issueInvoices(cast.ids.psychologist, sessions), issueInvoices(cast.ids.psychologist, sessions), issueInvoices(cast.ids.psychologist, sessions)]);
    expect(await InvoiceModel.countDocuments({})).toBe(3);
  });

  it('downloads the invoice as a PDF with its number and amounts', async () => {
    const invoice = await InvoiceModel.findById('medicare-session:session').lean();
    const res = await as('psychologist', api().get(`/api/practice/invoices/${invoice!._id}/pdf`)).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain(invoice!.invoiceNumber);
    expect(text).toContain('Medicare item: 91170');
    expect(text).toContain('Medicare rebate: $98.95');
    expect(text).toContain('Client pays: $121.05');
    expect(text).toContain('ABN: 51 824 753 556');
  });

  it.each<[PracticeCaller, number]>([
    ['anonymous', 401],
    ['psychologist', 200],
    ['other psychologist', 404],
    ['unapproved psychologist', 403],
    ['client', 403],
    ['gp', 403],
  ])('one invoice and its PDF as %s → %i', async (who, status) => {
    const id = 'medicare-session:session';
    const { body } = await as(who, api().get(`/api/practice/invoices/${encodeURIComponent(id)}`)).expect(status);
    if (status !== 200) expect(body.invoiceNumber).toBeUndefined();
    await as(who, api().get(`/api/practice/invoices/${encodeURIComponent(id)}/pdf`)).expect(status);
  });

  it.each<[PracticeCaller, number, number]>([
    ['anonymous', 401, 0],
    ['other psychologist', 200, 0],
    ['unapproved psychologist', 403, 0],
    ['client', 403, 0],
    ['gp', 403, 0],
  ])('the list and business details as %s → %i, none of the psychologist’s invoices', async (who, status, count) => {
    const { body } = await as(who, api().get('/api/practice/invoices')).expect(status);
    if (status === 200) expect(body.invoices).toHaveLength(count);
    await as(who, api().get('/api/practice/business-details')).expect(status);
    await as(who, api().put('/api/practice/business-details')).send({ abn: '53 004 085 616' }).expect(status);
    expect(await PracticeDetailsModel.countDocuments({ abn: '53004085616', _id: cast.ids.psychologist })).toBe(0);
  });
});

describe('an ABN before any tax invoice', () => {
  let psychologistId: string;
  let auth: string;
  beforeAll(async () => {
    const email = `abn-${randomUUID()}@practice.test`;
    psychologistId = await createUserWithProfile({
      userType: 'psychologist',
      isApproved: true,
      email,
      passwordHash: await testPasswordHash(),
      profile: { firstName: 'Noa', lastName: 'Abnless', providerNumber: '4024742F' },
    } as NewUser);
    auth = `Bearer ${(await signIn(server.url, email, TEST_PASSWORD)).access_token}`;
    await pastSession(psychologistId, cast.ids.client, `abnless-${randomUUID()}`);
  });
  const invoices = () => api().get('/api/practice/invoices').set('authorization', auth);

  it('issues nothing while no ABN is set: the list says one waits for it, and nothing is written', async () => {
    const { body } = await invoices().expect(200);
    expect(body).toMatchObject({ invoices: [], awaitingAbn: 1, totals: { count: 0 } });
    expect(await InvoiceModel.countDocuments({ psychologistId })).toBe(0);
  });

  it('a wrong ABN is refused (422 naming abn) and still nothing is issued', async () => {
    const { body } = await api().put('/api/practice/business-details').set('authorization', auth).send({ abn: '83 914 571 674' }).expect(422);
    expect(body.fields).toEqual({ abn: 'This is not a valid ABN: check the 11 digits.' });
    expect(await PracticeDetailsModel.countDocuments({ _id: psychologistId })).toBe(0);
    expect((await invoices().expect(200)).body.awaitingAbn).toBe(1);
    expect(await InvoiceModel.countDocuments({ psychologistId })).toBe(0);
  });

  it('once the ABN is set, the waiting invoice is issued as a tax invoice showing it', async () => {
    await api().put('/api/practice/business-details').set('authorization', auth).send({ abn: '83 914 571 673' }).expect(200);
    const { body } = await invoices().expect(200);
    expect(body.awaitingAbn).toBe(0);
    expect(body.invoices).toHaveLength(1);
    expect(body.invoices[0]).toMatchObject({ documentTitle: 'Tax invoice', abn: '83914571673', psychologistName: 'Noa Abnless' });
    const res = await api().get(`/api/practice/invoices/${encodeURIComponent(body.invoices[0].invoiceId)}/pdf`).set('authorization', auth).buffer(true).parse(binary).expect(200);
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain(`Tax invoice ${body.invoices[0].invoiceNumber}`);
    expect(text).toContain('ABN: 83 914 571 673');
  });

  it('an invoice issued without an ABN before it was required is titled "Invoice", never "Tax invoice"', async () => {
    const issued = await InvoiceModel.findOne({ psychologistId }).lean();
    const old = { ...issued!, _id: `old-${randomUUID()}:session`, invoiceNumber: `HB-20260101-${randomUUID().slice(0, 8).toUpperCase()}` };
    delete (old as { abn?: string }).abn;
    await InvoiceModel.create(old);
    const { body } = await api().get(`/api/practice/invoices/${encodeURIComponent(old._id)}`).set('authorization', auth).expect(200);
    expect(body.documentTitle).toBe('Invoice');
    expect(body.abn).toBeUndefined();
    const res = await api().get(`/api/practice/invoices/${encodeURIComponent(old._id)}/pdf`).set('authorization', auth).buffer(true).parse(binary).expect(200);
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain(`Invoice ${old.invoiceNumber}`);
    expect(text).not.toContain('Tax invoice');
  });
});
