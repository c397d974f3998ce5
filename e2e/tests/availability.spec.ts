import { expect, test } from '../support/fixtures';
import { DEMO, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';

// The psychologist's availability editor on a phone, by keyboard where it matters (issue 10 §1).
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
  await expect(page.getByRole('status')).toContainText('Your availability is saved.');

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
  await expect(page.getByRole('status')).toContainText('Your availability is saved.');
});
