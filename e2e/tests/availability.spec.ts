import { expect, test } from '../support/fixtures';
import { DEMO, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expectNoSeriousAxeViolationsAtBothWidths } from '../support/checkout';

// The psychologist's availability editor on a phone, by keyboard where it matters.
test.use({ viewport: { width: 390, height: 844 } });

test('a psychologist sets their hours, sees a bad value named with nothing lost, saves, and sees the preview', async ({ page }) => {
  await signIn(page, DEMO.psychologist, { returnTo: '/psychologists/account/availability' });
  await expect(page.getByRole('heading', { name: 'Availability', level: 1 })).toBeVisible();

  // The demo seed's hours (Melbourne weekdays) are loaded and previewed.
  await expect(page.getByLabel('Monday range 1 from')).toHaveValue('09:00');
  await expect(page.getByRole('heading', { name: 'Your next two weeks' })).toBeVisible();
  await expect(page.getByRole('list', { name: /^Times on / }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Keyboard only: add Sunday hours.
  const addSunday = page.getByRole('button', { name: 'Add hours on Sunday' });
  await addSunday.focus();
  await page.keyboard.press('Enter');
  const sundayFrom = page.getByLabel('Sunday range 1 from');
  await expect(sundayFrom).toHaveValue('09:00');
  await sundayFrom.focus();
  await page.keyboard.type('1000AM');
  await expect(sundayFrom).toHaveValue('10:00');

  // A bad value: the API's 422 is named in the page's words; nothing was saved and nothing typed is lost.
  const horizon = page.getByLabel('How far ahead clients can book (days)');
  await horizon.fill('0');
  await page.getByRole('button', { name: 'Save availability' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved' })).toContainText('How far ahead');
  await expect(sundayFrom).toHaveValue('10:00');
  await expectNoSeriousAxeViolations(page);

  await horizon.fill('28');
  await horizon.press('Enter'); // submits the form from the keyboard
  await expect(page.getByRole('status').filter({ hasText: 'Your availability is saved.' })).toBeVisible();

  // The preview reloads from the API: Sunday now has times from 10:00 am.
  const sunday = page.getByRole('list', { name: /^Times on Sunday/ }).first();
  await expect(sunday).toBeVisible();
  await expect(sunday.getByRole('listitem').first()).toHaveText('10:00 am');

  // Reloading shows what was saved.
  await page.reload();
  await expect(page.getByLabel('Sunday range 1 from')).toHaveValue('10:00');
  await expect(page.getByLabel('How far ahead clients can book (days)')).toHaveValue('28');

  // Put the demo hours back for other journeys (Sunday off again).
  await page.getByRole('button', { name: 'Remove Sunday range 1' }).click();
  await page.getByRole('button', { name: 'Save availability' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your availability is saved.' })).toBeVisible();
});

// The client's side of availability: times across psychologists, on a Sydney clock (so "evening"
// meets the demo directory's evening hours).
test.describe('times to book', () => {
  test.use({ timezoneId: 'Australia/Sydney' });

  test('times without a psychologist show who offers each one — picture, name, specialties, price — and narrow by gender and time of day; one psychologist’s times name them', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/book/availability?sessionDurationTypeId=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a time' })).toBeVisible();
    const who = page.getByRole('region', { name: /^Who has times on / });
    await expect(who).toBeVisible();
    const rows = who.getByRole('listitem').filter({ has: page.getByRole('group', { name: /^Times with / }) });
    await expect(rows.first()).toBeVisible();
    const first = rows.first();
    await expect(first.getByRole('img', { name: /^Initials of / })).toBeVisible();
    const name = (await first.getByRole('heading', { level: 3 }).textContent())!;
    await expect(first.getByRole('group', { name: `Times with ${name}` })).toBeVisible();
    await expect(first).toContainText(/Works with \w/);
    // Before a funding route is chosen: the fee and the price after the rebate, from the API.
    await expect(first.getByTestId('listing-price')).toHaveText(/^\$\d+\.\d\d a session · (from \$\d+\.\d\d|nothing to pay) after the Medicare rebate with a GP referral$|^\$\d+\.\d\d a session · Private fee/);
    await expectNoSeriousAxeViolationsAtBothWidths(page);

    // Narrowed by gender (the directory's filter): every row is a woman's.
    await page.getByLabel('Psychologist’s gender').selectOption('Female');
    await expect(page).toHaveURL(/gender=Female/);
    // Wait for the narrowed answer itself: the previous rows stay on screen until it arrives.
    const everyRowIsAWomans = async () => {
      const shown = await rows.allTextContents();
      return shown.length > 0 && shown.every((text) => /· Female/.test(text));
    };
    await expect.poll(everyRowIsAWomans).toBe(true);
    // …and by time of day (the availability search's): evening times only, on the viewer's clock.
    await page.getByLabel('Time of day (your time)').selectOption('evening');
    await expect(page).toHaveURL(/time=evening/);
    const times = who.getByRole('group', { name: /^Times with / }).getByRole('button');
    const onlyEveningTimes = async () => {
      const labels = await times.allTextContents();
      return labels.length > 0 && labels.every((label) => /^([5-9]):[0-5]\d\s?pm$/.test(label));
    };
    await expect.poll(onlyEveningTimes).toBe(true);
    await expectNoSeriousAxeViolationsAtBothWidths(page);

    // Choosing a time says with whom, and prices that time.
    const row = rows.first();
    const chosenName = (await row.getByRole('heading', { level: 3 }).textContent())!;
    await row.getByRole('group', { name: /^Times with / }).getByRole('button').first().click();
    await expect(page.getByRole('region', { name: 'Your time' })).toContainText(`with ${chosenName}`);
    await expect(page.getByRole('region', { name: /^Your price/ })).toContainText('Out-of-pocket');
    await expect(page).toHaveURL(/who=any/); // still the grid, not one psychologist's page
    await expect(page.getByLabel('Psychologist’s gender')).toHaveValue('Female');
    await expectNoSeriousAxeViolationsAtBothWidths(page);

    // One psychologist's page names them, above and on the times.
    const psychologistId = new URL(page.url()).searchParams.get('psychologistId')!;
    await page.goto(`/book/availability?psychologistId=${psychologistId}&sessionDurationTypeId=2`);
    await expect(page.getByRole('heading', { level: 1, name: `Choose a time with ${chosenName}` })).toBeVisible();
    await expect(page.getByRole('region', { name: `About ${chosenName}` })).toContainText(/Works with \w/);
    await expect(page.getByRole('group', { name: `Times with ${chosenName}` }).getByRole('button').first()).toBeVisible();
    await expectNoSeriousAxeViolationsAtBothWidths(page);
  });
});
