import { expect, test } from '../support/fixtures';
import { accessTokenOf, DEMO, registerClient, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { createSession } from '../support/sessions';
import { closeE2eDatabase } from '../support/database';
import { answerStepUpDialog } from '../support/step-up';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

test.afterAll(closeE2eDatabase);

test('the administrator refunds part of a paid session once under ten parallel sends, through the code dialog, and the client’s receipt shows it', async ({ page, browser }) => {
  // A client of their own (no other journey touches them) with a saved test card, and a session
  // that took place and whose charge was declined: the state a decline leaves.
  const client = await registerClient(page.request);
  const clientPage = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signIn(clientPage, client.email, { password: client.password });
  const clientAuth = { authorization: `Bearer ${await accessTokenOf(clientPage)}` };
  const saved = await clientPage.request.post('/api/payments/sessions/payment-method', { headers: clientAuth, data: { paymentMethodId: 'pm_card_visa' } });
  expect(saved.status()).toBe(201);
  const sessionId = await createSession(client.email, DEMO.psychologist, -120, {
    sessionStatus: 'Completed',
    paymentStatus: 'Failed',
    quote: { feeCents: 22000, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 22000 },
    rescheduleCount: 0,
  });
  // The client pays it through the API: a real charge of the saved card (stripe-mock).
  const paid = await clientPage.request.post(`/api/payments/sessions/${sessionId}/retry-failed-payment`, { headers: clientAuth });
  expect(await paid.json()).toMatchObject({ sessionId, paymentStatus: 'Paid', outcome: 'paid' });

  // The console: the payments page, at phone width, found by the session's id.
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.admin, { returnTo: '/admin/payments' });
  const consoleArea = page.locator('[data-area="mf-admin"]');
  await expect(consoleArea.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await expect(consoleArea.getByRole('region', { name: 'Failed and outstanding payments' })).not.toContainText('Loading');
  await consoleArea.getByLabel('Session id').fill(sessionId);
  await consoleArea.getByRole('button', { name: 'Find' }).click();
  const row = consoleArea.getByRole('row').filter({ hasText: client.email });
  await expect(row).toContainText('$220.00');
  await expectNoSeriousAxeViolations(page);

  // Ten clicks at once on Refund: one confirmation, one send.
  await row.getByRole('button', { name: /^Refund / }).click();
  const form = consoleArea.getByRole('form', { name: /^Refund .*, session of / });
  await form.getByLabel('Amount in dollars').fill('50');
  await form.getByLabel('Reason').fill('The video dropped out for twenty minutes');
  const sends: { requestId: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/payments/admin/payments/${sessionId}/refunds`)) sends.push(request.postDataJSON());
  });
  const refund = form.getByRole('button', { name: 'Refund', exact: true });
  await Promise.all(Array.from({ length: 10 }, () => refund.dispatchEvent('click')));
  const confirm = page.getByRole('alertdialog', { name: 'Refund a payment' });
  await expect(confirm).toContainText(`Refund $50.00 of the $220.00 paid by ${client.email}`);
  await confirm.getByRole('button', { name: 'Refund' }).click();

  // The API asks for a fresh code: the dialog, checked at phone width, answered; the refund is sent again.
  await expect(page.getByRole('dialog', { name: 'Confirm it is you' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await answerStepUpDialog(page);
  await expect(page.getByText(`Refunded $50.00 to ${client.email}. $170.00 is left of the payment.`)).toBeVisible();
  // However many times the form's one key went out (the first send was refused for want of a code), it is one key.
  expect(new Set(sends.map((s) => s.requestId)).size).toBe(1);

  // Ten more sends of the same form's key at once, as a double-submitting browser would: the same one refund.
  const token = await accessTokenOf(page);
  const replays = await Promise.all(
    Array.from({ length: 10 }, () => page.request.post(`/api/payments/admin/payments/${sessionId}/refunds`, { headers: { authorization: `Bearer ${token}` }, data: sends[0] })),
  );
  const answers = (await Promise.all(replays.map((r) => r.json()))) as { created: boolean; refund: { refundId: string; amountCents: number } }[];
  expect(replays.map((r) => r.status())).toEqual(Array(10).fill(200));
  expect(answers.every((a) => !a.created && a.refund.refundId === answers[0]!.refund.refundId && a.refund.amountCents === 5000)).toBe(true);
  await expect(row).toContainText('$170.00');
  await expect(row).toContainText(/Refunded \$50\.00 on .*\(The video dropped out for twenty minutes\)/);
  const listed = await page.request.get(`/api/payments/admin/payments/paid?sessionId=${sessionId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await listed.json()) as { payments: { refunds: unknown[] }[] }).payments[0]!.refunds).toHaveLength(1);

  await page.setViewportSize(DESKTOP);
  await expectNoSeriousAxeViolations(page);

  // The client's receipt shows the refund and what they paid in the end.
  await clientPage.goto(`/account/sessions/${sessionId}`);
  const receipt = clientPage.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText('You paid$220.00');
  await expect(receipt).toContainText(/Refunded on .*\$50\.00/);
  await expect(receipt).toContainText('You paid after refunds$170.00');
  await clientPage.context().close();
});
