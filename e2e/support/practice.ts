import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { accessTokenOf, DEMO, latestCodeFor, signIn, uniqueEmail } from './accounts';

export const PRACTICE = '/psychologists/account';
export const JOURNEY_PASSWORD = 'Journey-pass-2026';

/** A new psychologist through the public registration API (register → emailed code → verify), not yet approved. */
export async function registerPsychologist(request: APIRequestContext, firstName: string, lastName: string): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('psychologist');
  // The terms' current version, agreed to as the sign-up form's checkbox does.
  const { version } = (await (await request.get('/api/users/register/terms')).json()) as { version: string };
  const started = await request.post('/api/users/register/psychologist', {
    data: { email, password: JOURNEY_PASSWORD, firstName, lastName, postcode: '3000', providerNumber: '4024742F', acceptedTermsVersion: version },
  });
  expect(started.status()).toBe(201);
  const { psychologistRegistrationId } = (await started.json()) as { psychologistRegistrationId: string };
  const verified = await request.post(`/api/users/register/psychologist/${psychologistRegistrationId}/verify`, { data: { verificationCode: await latestCodeFor(request, email) } });
  expect(verified.status()).toBe(200);
  return { email, password: JOURNEY_PASSWORD };
}

/** The demo administrator approves a practitioner through the API, with their own signed-in token. */
export async function approvePractitioner(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await signIn(admin, DEMO.admin);
    const headers = { authorization: `Bearer ${await accessTokenOf(admin)}` };
    const listed = (await (await admin.request.get('/api/users/admin/practitioners', { headers })).json()) as { practitioners: { userId: string; email: string }[] } | { userId: string; email: string }[];
    const practitioner = (Array.isArray(listed) ? listed : listed.practitioners).find((p) => p.email === email);
    expect(practitioner).toBeTruthy();
    expect((await admin.request.post(`/api/users/admin/practitioners/${practitioner!.userId}/approve`, { headers })).status()).toBe(200);
    return practitioner!.userId;
  } finally {
    await context.close();
  }
}

/** A wall-clock date and time ('YYYY-MM-DD', 'HH:mm') of an instant in a zone, as a person types them. */
export function wallTimeIn(timeZone: string, at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(at).map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The newest email of a kind to an address sent after `since` (the development outbox), waited for. */
export async function latestEmail(request: APIRequestContext, to: string, kind: string, since: Date): Promise<{ subject: string; text: string; createdAt: string }> {
  let found: { subject: string; text: string; createdAt: string } | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get(`/api/notifications/outbox?to=${encodeURIComponent(to)}`)).json()) as { messages: { kind: string; subject: string; text: string; createdAt: string }[] };
      found = messages.filter((m) => m.kind === kind && Date.parse(m.createdAt) >= since.getTime()).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
      return found?.createdAt;
    })
    .toBeTruthy();
  return found!;
}
