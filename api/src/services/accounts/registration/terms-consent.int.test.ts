import fs from 'node:fs';
import path from 'node:path';
import frontMatter from 'front-matter';
import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signInMatrixPeople, type MatrixPerson } from '../../../test-support/people';
import { AccountModel } from '../../identity/accounts/account.model';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { RegistrationModel } from './registration.model';
import { CONSENT_OUTDATED, CONSENT_REQUIRED } from './terms-consent';
import { TermsConsentModel } from './terms-consent.model';
import { CURRENT_TERMS_VERSION } from './terms-version';

// Consent to the terms of use and the privacy policy at sign-up, for each kind of sign-up, on the
// real database: refused without it (422 naming the field, nothing written), kept with its version
// and time once the account exists.
const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);

let counter = 0;
const KINDS = {
  patient: { path: 'patient', idField: 'patientRegistrationId', userType: 'client', extra: { postcode: '2000' } },
  psychologist: { path: 'psychologist', idField: 'psychologistRegistrationId', userType: 'psychologist', extra: {} },
  gp: { path: 'gp', idField: 'gpRegistrationId', userType: 'gp', extra: { providerNumber: '4024742F' } },
} as const;
type Kind = keyof typeof KINDS;

const body = (kind: Kind, overrides: Record<string, unknown> = {}) => ({
  email: `consent-${kind}-${++counter}-${Date.now()}@example.com`,
  password: 'Quiet-harbour-88',
  firstName: 'Casey',
  lastName: 'Newcomer',
  ...KINDS[kind].extra,
  acceptedTermsVersion: CURRENT_TERMS_VERSION,
  ...overrides,
});

const written = async () => {
  const [registrations, outbox, accounts, consents] = await Promise.all([
    RegistrationModel.countDocuments(),
    OutboxMessageModel.countDocuments(),
    AccountModel.countDocuments(),
    TermsConsentModel.countDocuments(),
  ]);
  return { registrations, outbox, accounts, consents };
};

async function codeSentTo(email: string): Promise<string> {
  const message = await OutboxMessageModel.findOne({ to: email }).sort({ createdAt: -1 }).lean();
  return message!.text.match(/\b(\d{6})\b/)![1];
}

describe('GET /api/users/register/terms', () => {
  it('names the current version and the two documents', async () => {
    const { body: terms } = await api().get('/api/users/register/terms').expect(200);
    expect(terms).toEqual({
      version: CURRENT_TERMS_VERSION,
      documents: [
        { title: 'Terms of use', path: '/terms' },
        { title: 'Privacy policy', path: '/privacy' },
      ],
    });
  });

  it('the version is the date of the later update of the terms and the privacy policy (so changing either needs a new version)', () => {
    const updated = ['terms.md', 'privacy.md'].map((file) => {
      const { attributes } = frontMatter<{ updated: string | Date }>(fs.readFileSync(path.join(__dirname, '../../../../content', file), 'utf8'));
      return attributes.updated instanceof Date ? attributes.updated.toISOString().slice(0, 10) : String(attributes.updated);
    });
    expect(CURRENT_TERMS_VERSION).toBe(updated.sort().at(-1));
  });

  describe('access: public (anyone signing up reads it)', () => {
    let auth: Record<MatrixPerson, string>;
    beforeAll(async () => {
      ({ auth } = await signInMatrixPeople(server.url));
    });
    it.each<MatrixPerson | 'anonymous'>(['anonymous', 'client', 'psychologist', 'gp'])('%s gets the same answer', async (person) => {
      const headers = person === 'anonymous' ? {} : { authorization: auth[person] };
      const { body: terms } = await api().get('/api/users/register/terms').set(headers).expect(200);
      expect(terms.version).toBe(CURRENT_TERMS_VERSION);
    });
  });
});

describe.each(Object.keys(KINDS) as Kind[])('%s sign-up', (kind) => {
  const { path: kindPath, idField, userType } = KINDS[kind];
  const start = (payload: Record<string, unknown>) => api().post(`/api/users/register/${kindPath}`).send(payload);

  it.each<[string, Record<string, unknown>, string]>([
    ['without the agreement', { acceptedTermsVersion: undefined }, 'acceptedTermsVersion'],
    ['with a blank agreement', { acceptedTermsVersion: '  ' }, CONSENT_REQUIRED],
    ['agreeing to an older version', { acceptedTermsVersion: '2020-01-01' }, CONSENT_OUTDATED],
  ])('is refused %s: 422 naming the field, nothing written', async (_name, overrides, message) => {
    const before = await written();
    const answer = await start(body(kind, overrides)).expect(422);
    expect(answer.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(answer.body.fields).toHaveProperty('acceptedTermsVersion');
    expect(JSON.stringify(answer.body)).toContain(message);
    expect(await written()).toEqual(before);
  });

  it('keeps the agreement with its version and time once the email is verified', async () => {
    const payload = body(kind);
    const sentAt = Date.now();
    const started = await start(payload).expect(201);
    const registrationId = started.body[idField];
    // Before the account exists, the agreement waits on the sign-up, not in the consents.
    const pending = await RegistrationModel.findById(registrationId).lean();
    expect(pending?.details?.termsConsent).toEqual({ version: CURRENT_TERMS_VERSION, acceptedAt: expect.any(Date) });
    expect(await TermsConsentModel.countDocuments({ registrationId })).toBe(0);

    const verified = await api()
      .post(`/api/users/register/${kindPath}/${registrationId}/verify`)
      .send({ verificationCode: await codeSentTo(payload.email) })
      .expect(200);
    const consents = await TermsConsentModel.find({ userId: verified.body.userId }).lean();
    expect(consents).toEqual([
      {
        _id: `${verified.body.userId}|${CURRENT_TERMS_VERSION}`,
        userId: verified.body.userId,
        userType,
        version: CURRENT_TERMS_VERSION,
        acceptedAt: expect.any(Date),
        registrationId,
      },
    ]);
    expect(consents[0].acceptedAt.getTime()).toBeGreaterThanOrEqual(sentAt - 1000);
    expect(consents[0].acceptedAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
