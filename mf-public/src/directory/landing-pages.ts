import type { DirectoryFilters } from './filters';

/**
 * Topic and city pages under /online-psychologists/{slug} (spec §2): a short introduction and the
 * directory with a filter already set. The API never gives a psychologist one of these slugs
 * (api/src/services/users/directory/landing-slugs.ts; both sides pin the list in tests).
 */
export interface LandingPage {
  slug: string;
  title: string;
  intro: string;
  /** Fixed for the page: the visitor refines with the other filters. */
  fixed: DirectoryFilters;
}

export const TOPIC_PAGES: LandingPage[] = [
  {
    slug: 'anxiety',
    title: 'Online psychologists for anxiety',
    intro: 'Worry that will not switch off, a racing heart before work, avoiding places you used to enjoy: anxiety is common and it responds well to therapy. These psychologists work with anxiety every week.',
    fixed: { concern: 1 },
  },
  {
    slug: 'depression',
    title: 'Online psychologists for depression',
    intro: 'Low mood that lingers, losing interest in things, feeling flat or hopeless. Talking with a psychologist who understands depression is a strong first step, and you can start from home.',
    fixed: { concern: 2 },
  },
  {
    slug: 'stress',
    title: 'Online psychologists for stress',
    intro: 'When work, money, family or study pile up, stress can spill into sleep, health and relationships. These psychologists help people find practical ways to ease the load.',
    fixed: { concern: 3 },
  },
  {
    slug: 'couples',
    title: 'Online couples therapy',
    intro: 'Arguments that go in circles, drifting apart, rebuilding trust: couples therapy gives both of you a safe place to be heard. These psychologists see couples by video.',
    fixed: { clientType: 2 },
  },
  {
    slug: 'teenager',
    title: 'Online psychologists for teenagers',
    intro: 'Adolescence brings big changes. These psychologists work with young people and their families on anxiety, mood, school pressure, friendships and identity.',
    fixed: { clientType: 3 },
  },
  {
    slug: 'parenting',
    title: 'Online psychologists for parenting support',
    intro: 'Parenting is rewarding and hard. Whether it is sleep, behaviour, a new baby or a teenager who will not talk, these psychologists support parents without judgement.',
    fixed: { concern: 8 },
  },
  {
    slug: 'ndis',
    title: 'Online psychologists who accept NDIS',
    intro: 'If psychology is in your NDIS plan, these psychologists can see you by video and invoice your plan manager or you directly, as your plan allows.',
    fixed: { funding: 'NDIS' },
  },
  {
    slug: 'bulk-billed',
    title: 'Bulk-billed online psychologists',
    intro: 'With a mental health treatment plan from your GP, these psychologists bulk bill eligible sessions: Medicare pays, and there is nothing for you to pay.',
    fixed: { funding: 'BulkBilled' },
  },
];

const city = (slug: string, name: string, state: DirectoryFilters['state'], local: string): LandingPage => ({
  slug,
  title: `Online psychologists in ${name}`,
  intro: `Sessions are by video, so you can see a psychologist from anywhere in ${name} without the commute. ${local} These psychologists are based in ${state === 'ACT' ? 'the ACT' : `${name}'s state`} and know its services.`,
  fixed: { state },
});

export const CITY_PAGES: LandingPage[] = [
  city('sydney', 'Sydney', 'NSW', 'From the Northern Beaches to Campbelltown, book a time that suits your day.'),
  city('melbourne', 'Melbourne', 'VIC', 'Skip the trip across town and talk from home, work or a parked car.'),
  city('brisbane', 'Brisbane', 'QLD', 'Queensland has no daylight saving, and every time we show is on your own clock.'),
  city('adelaide', 'Adelaide', 'SA', 'Times are shown in Adelaide time, half an hour behind the east coast.'),
  city('perth', 'Perth', 'WA', 'Every time we show is in your own time, so early mornings and evenings from the east coast still fit.'),
  city('canberra', 'Canberra', 'ACT', 'Fit a session around a working day on the hill or a school run in Tuggeranong.'),
  city('darwin', 'Darwin', 'NT', 'Distance is no barrier: see a psychologist who understands life in the Top End.'),
  city('hobart', 'Hobart', 'TAS', 'From Sandy Bay to the Huon Valley, a session is a video call away.'),
  city('gold-coast', 'the Gold Coast', 'QLD', 'Book before work or after the beach: there are early and late times most days.'),
  city('newcastle', 'Newcastle', 'NSW', 'From the Hunter to Lake Macquarie, see a psychologist without the drive.'),
];

const BY_SLUG = new Map([...TOPIC_PAGES, ...CITY_PAGES].map((page) => [page.slug, page]));

export function landingPage(slug: string): LandingPage | undefined {
  return BY_SLUG.get(slug);
}
