import type { FaqCategoryId } from './faq.types';

/** A link an answer points to: a site path (the pages the answer talks about). */
export interface FaqLinkData {
  label: string;
  href: string;
}

export interface FaqData {
  /** Stable slug: the answer's anchor on /support-hub (`#faq-<id>`) and its `_id`. */
  id: string;
  category: FaqCategoryId;
  question: string;
  /** Plain text; a blank line starts a new paragraph. */
  answer: string;
  /** Words people use that the question and answer may not (searched, never shown). */
  keywords?: string[];
  links?: FaqLinkData[];
}

/** The support hub's categories, in the order the page shows them. */
export const FAQ_CATEGORIES: readonly { id: FaqCategoryId; name: string }[] = [
  { id: 'booking', name: 'Booking' },
  { id: 'payments-medicare', name: 'Payments & Medicare' },
  { id: 'sessions-video', name: 'Sessions & video' },
  { id: 'account-sign-in', name: 'Account & sign-in' },
  { id: 'privacy', name: 'Privacy' },
  { id: 'for-psychologists', name: 'For psychologists' },
  { id: 'for-gps', name: 'For GPs' },
];

/**
 * Harbour's own answers, written for the support hub (seeded into `faqs`; edit here and run the
 * seed). Amounts that change every 1 July are not repeated here: answers point to the quote at
 * checkout, which reads the dated rates table.
 */
export const FAQS: readonly FaqData[] = [
  // Booking
  {
    id: 'how-do-i-book',
    category: 'booking',
    question: 'How do I book a session?',
    answer:
      'Find a psychologist in the directory, or answer a few questions on Get matched and we will suggest people who suit you. Open their profile, pick a time that shows as available and follow the checkout steps.\n\nYou can book without an account: we ask for your details at checkout and email you a code to confirm your address.',
    keywords: ['appointment', 'schedule', 'start', 'first session'],
    links: [
      { label: 'Find a psychologist', href: '/find-a-psychologist' },
      { label: 'Get matched', href: '/get-matched' },
    ],
  },
  {
    id: 'choose-a-psychologist',
    category: 'booking',
    question: 'How do I choose the right psychologist?',
    answer:
      'Each profile lists what the psychologist works with, the therapies they use, the languages they speak and when they are next available. Filter the directory by topic, gender, language and session time. If you are unsure, Get matched asks about what you would like help with and shows psychologists who fit.\n\nIf the first psychologist is not the right fit, you can book with someone else at any time.',
    keywords: ['match', 'pick', 'suitable', 'specialty', 'language', 'gender', 'fit'],
    links: [{ label: 'Get matched', href: '/get-matched' }],
  },
  {
    id: 'reschedule-or-cancel',
    category: 'booking',
    question: 'Can I reschedule or cancel a session?',
    answer:
      'Yes. Open your account, go to your upcoming sessions and choose Reschedule or Cancel. Please give at least 24 hours’ notice: a session cancelled later than that, or missed, may be charged in full because the time was kept for you.',
    keywords: ['change', 'move', 'cancellation', 'late', 'no-show', 'refund'],
    links: [{ label: 'Your sessions', href: '/account' }],
  },
  {
    id: 'how-soon',
    category: 'booking',
    question: 'How soon can I see someone?',
    answer:
      'Many psychologists have times within the next few days, and some the same week. Each profile shows the next available time, and the directory can show only psychologists available soon.\n\nHarbour is not an emergency service. If you are in danger now, call 000. For crisis support at any hour, call Lifeline on 13 11 14.',
    keywords: ['wait', 'urgent', 'today', 'available', 'soon', 'crisis', 'emergency'],
  },
  {
    id: 'book-for-someone-else',
    category: 'booking',
    question: 'Can I book for my child or partner?',
    answer:
      'A session is booked by the person attending it, from their own account. Psychologists who see young people say so on their profile; for anyone under 18, a parent or guardian books and gives consent. For couples therapy, book a couples session and both of you join the call.',
    keywords: ['child', 'teenager', 'under 18', 'couple', 'partner', 'family', 'parent'],
  },
  // Payments & Medicare
  {
    id: 'when-am-i-charged',
    category: 'payments-medicare',
    question: 'When do I pay?',
    answer:
      'Book now, pay later: we save your card when you book and charge it after your session. Your booking confirmation shows the fee, any rebate and what you will pay. If a charge fails we email you and ask for another card.',
    keywords: ['card', 'charge', 'payment', 'fee', 'cost', 'price', 'invoice'],
  },
  {
    id: 'medicare-rebate',
    category: 'payments-medicare',
    question: 'Can I claim a Medicare rebate?',
    answer:
      'Yes, with a Mental Health Treatment Plan and referral from your usual GP. Medicare’s Better Access program then covers up to 10 individual sessions each calendar year. The rebate depends on whether your psychologist is a clinical psychologist or a psychologist, and on the session length; checkout shows the amount before you confirm.\n\nAdd your referral during checkout or from your account, and we claim the rebate for you.',
    keywords: ['better access', 'mental health plan', 'mhtp', 'rebate', 'claim', 'gp plan', 'referral', 'mental health care plan'],
    links: [{ label: 'Book a session', href: '/find-a-psychologist' }],
  },
  {
    id: 'seventh-session',
    category: 'payments-medicare',
    question: 'Why do I need to see my GP again after six sessions?',
    answer:
      'A referral covers a course of up to 6 sessions. After the sixth, your psychologist writes to your GP, who may refer you for up to 4 more in the same calendar year. A seventh session booked before that new referral arrives has no Medicare rebate, so book a GP review in good time.',
    keywords: ['6 sessions', 'six', 'review', 'new referral', 'seven', 'more sessions', '10 sessions'],
  },
  {
    id: 'bulk-billing',
    category: 'payments-medicare',
    question: 'Do any psychologists bulk-bill?',
    answer:
      'Some do, for some clients. A bulk-billed session means the psychologist accepts the Medicare rebate as the full fee, so you pay nothing on the day. Profiles show whether a psychologist offers bulk-billing, and checkout shows the amount you will pay.',
    keywords: ['free', 'no gap', 'no out of pocket', 'concession', 'health care card'],
  },
  {
    id: 'other-funding',
    category: 'payments-medicare',
    question: 'Can I use NDIS, DVA, workers’ compensation or my health fund?',
    answer:
      'Yes. At checkout choose how your session is funded: Medicare, NDIS (plan-managed or self-managed), DVA, a workers’ compensation claim, or a partner program such as your employer’s or health fund’s. We ask for the details each one needs, such as a claim number and the insurer.\n\nPrivate health extras cover for psychology varies by fund and policy: ask your fund whether it pays for online sessions.',
    keywords: ['ndis', 'dva', 'veterans', 'workcover', 'workers comp', 'insurance', 'private health', 'extras', 'employer', 'eap'],
  },
  // Sessions & video
  {
    id: 'how-sessions-work',
    category: 'sessions-video',
    question: 'How does an online session work?',
    answer:
      'Sessions are video calls in your browser: nothing to install. A few minutes before the start, open the session from your confirmation email or your account and wait in the waiting room; your psychologist lets you in. Choose a quiet, private place where you will not be overheard.',
    keywords: ['video call', 'online', 'telehealth', 'zoom', 'waiting room', 'join'],
  },
  {
    id: 'device-test',
    category: 'sessions-video',
    question: 'How can I check my camera, microphone and internet?',
    answer:
      'Use the device test before your first session. It checks your camera, microphone and speakers, and how well your connection carries video. Chrome, Edge, Firefox and Safari all work; on a phone, use the browser rather than an in-app browser.',
    keywords: ['camera', 'microphone', 'mic', 'speaker', 'sound', 'audio', 'webcam', 'connection', 'internet', 'browser', 'test'],
    links: [{ label: 'Run the device test', href: '/device-test' }],
  },
  {
    id: 'call-drops',
    category: 'sessions-video',
    question: 'What if the video call drops out?',
    answer:
      'Rejoin from the same link: your session keeps running until its end time. If video keeps failing, turn off your camera to keep the sound, or move closer to your Wi-Fi router. Your psychologist may also message you or call you on the phone number in your account.',
    keywords: ['disconnect', 'lag', 'frozen', 'drop', 'poor connection', 'audio only', 'reconnect'],
  },
  {
    id: 'session-length',
    category: 'sessions-video',
    question: 'How long is a session?',
    answer:
      'Most sessions are 50 minutes. Some psychologists also offer 20-minute check-ins or 80-minute sessions; the lengths on offer show when you pick a time.',
    keywords: ['minutes', 'duration', 'length', 'long', 'time'],
  },
  {
    id: 'message-my-psychologist',
    category: 'sessions-video',
    question: 'Can I message my psychologist between sessions?',
    answer:
      'Yes, once you have a session booked with them: open Messages from the menu. Psychologists reply within their working hours, so messages are not for emergencies. If you are in crisis, call Lifeline on 13 11 14 or 000.',
    keywords: ['chat', 'message', 'inbox', 'contact psychologist', 'between sessions'],
  },
  // Account & sign-in
  {
    id: 'forgot-password',
    category: 'account-sign-in',
    question: 'I forgot my password. What do I do?',
    answer:
      'Choose “Forgot password?” on the sign-in page, enter your email address and we will email you a code to set a new password. The code lasts a short time; ask for a new one if it has expired.',
    keywords: ['reset', 'password', 'locked out', 'cannot log in', 'login', 'sign in'],
    links: [
      { label: 'Reset your password', href: '/auth/forgot-password' },
      { label: 'Help signing in', href: '/support-hub/login' },
    ],
  },
  {
    id: 'no-code-email',
    category: 'account-sign-in',
    question: 'I did not get my verification code.',
    answer:
      'Check your junk or spam folder and that the address you typed is right. On the code step, choose “Send a new code” (you can ask once a minute). Codes from earlier emails stop working once a new one is sent.',
    keywords: ['verification', 'code', 'email', 'not received', 'resend', 'spam', 'junk'],
    links: [{ label: 'Help signing in', href: '/support-hub/login' }],
  },
  {
    id: 'too-many-attempts',
    category: 'account-sign-in',
    question: 'It says I have to wait before trying again.',
    answer:
      'After five wrong passwords we make each further try wait a little longer, to protect your account from guessing. Wait for the time shown, or reset your password straight away: a reset does not have to wait.',
    keywords: ['locked', 'wait', 'too many attempts', 'blocked', 'try again'],
    links: [{ label: 'Reset your password', href: '/auth/forgot-password' }],
  },
  {
    id: 'change-details',
    category: 'account-sign-in',
    question: 'How do I change my details?',
    answer:
      'Sign in and open your account. You can change your name, phone number, postcode and time zone there, and your password. To change the email address you sign in with, contact us so we can confirm it is you.',
    keywords: ['update', 'profile', 'email address', 'phone', 'name', 'time zone', 'edit'],
    links: [{ label: 'Contact us', href: '/contact' }],
  },
  {
    id: 'close-account',
    category: 'account-sign-in',
    question: 'How do I close my account?',
    answer:
      'Contact us from the email address on your account and tell us you want it closed. Your psychologist’s clinical records are kept for the time the law requires, even after the account is closed; everything else is removed.',
    keywords: ['delete', 'remove', 'deactivate', 'close', 'cancel account'],
    links: [{ label: 'Contact us', href: '/contact' }],
  },
  // Privacy
  {
    id: 'who-sees-my-information',
    category: 'privacy',
    question: 'Who can see what I tell my psychologist?',
    answer:
      'Your psychologist, and any psychologist you later book with if you agree. Your GP sees the reports your psychologist sends them under your referral. Harbour staff do not read session notes; every time a clinical record is opened, we record who opened it and when.',
    keywords: ['confidential', 'notes', 'records', 'who sees', 'share', 'gp', 'staff'],
    links: [{ label: 'Privacy policy', href: '/privacy' }],
  },
  {
    id: 'are-sessions-recorded',
    category: 'privacy',
    question: 'Are sessions recorded?',
    answer:
      'No. Video calls are not recorded by Harbour, and psychologists must not record them. Your psychologist writes their own case notes, as they would in a clinic.',
    keywords: ['record', 'recording', 'video saved', 'listen'],
  },
  {
    id: 'how-long-kept',
    category: 'privacy',
    question: 'How long do you keep my health information?',
    answer:
      'Health records are kept for at least 7 years after your last session (for a child, until they turn 25), as Australian health records law requires. We keep them on secure systems and use them only to provide and improve your care.',
    keywords: ['retention', 'keep', 'delete', 'seven years', 'data'],
    links: [{ label: 'Privacy policy', href: '/privacy' }],
  },
  {
    id: 'privacy-complaint',
    category: 'privacy',
    question: 'How do I make a privacy complaint?',
    answer:
      'Write to us through the contact form, choosing “Privacy and my information”. We reply within 30 days. If you are not satisfied with our answer, you can complain to the Office of the Australian Information Commissioner (OAIC).',
    keywords: ['complain', 'complaint', 'oaic', 'breach', 'privacy officer'],
    links: [
      { label: 'Contact us', href: '/contact' },
      { label: 'Privacy policy', href: '/privacy' },
    ],
  },
  // For psychologists
  {
    id: 'join-as-psychologist',
    category: 'for-psychologists',
    question: 'How do I join Harbour as a psychologist?',
    answer:
      'Sign up as a psychologist with your AHPRA registration and Medicare provider number. We check your registration, then approve your account, usually within two business days. Once approved, set your availability and your profile goes live in the directory.',
    keywords: ['join', 'apply', 'register', 'work with', 'ahpra', 'provider number', 'approval', 'practitioner'],
    links: [{ label: 'Psychologist sign-up', href: '/psychologists/signup' }],
  },
  {
    id: 'set-availability',
    category: 'for-psychologists',
    question: 'How do I set when clients can book me?',
    answer:
      'In your account, open Availability: set your weekly hours in your own time zone, dates off, the session lengths you offer, your break between sessions, the minimum notice and how far ahead clients can book. A preview shows the times clients will see.',
    keywords: ['availability', 'hours', 'calendar', 'schedule', 'time off', 'slots'],
    links: [{ label: 'Your availability', href: '/psychologists/account/availability' }],
  },
  {
    id: 'psychologist-payments',
    category: 'for-psychologists',
    question: 'How and when am I paid?',
    answer:
      'Clients’ cards are charged after each session and Medicare rebates are claimed for them. Your earnings for completed sessions are paid to your nominated bank account, with a statement listing each session, its funding and the fees.',
    keywords: ['paid', 'payout', 'earnings', 'bank', 'fees', 'statement', 'income'],
  },
  {
    id: 'awaiting-approval',
    category: 'for-psychologists',
    question: 'My account says “awaiting approval”.',
    answer:
      'We are checking your registration. You can sign in and finish your profile meanwhile; clients cannot book you until the account is approved. If it has been more than two business days, contact us.',
    keywords: ['pending', 'approval', 'waiting', 'not approved', 'verify'],
    links: [{ label: 'Contact us', href: '/contact' }],
  },
  // For GPs
  {
    id: 'gp-refer',
    category: 'for-gps',
    question: 'How do I refer a patient to a Harbour psychologist?',
    answer:
      'Sign up as a GP with your Medicare provider number. From your account you can send a referral and Mental Health Treatment Plan to a psychologist you choose, or let your patient choose one. Your patient can also upload a referral you gave them on paper.',
    keywords: ['refer', 'referral', 'mental health plan', 'mhtp', 'send patient', 'gp'],
    links: [{ label: 'GP sign-up', href: '/gp/signup' }],
  },
  {
    id: 'gp-reports',
    category: 'for-gps',
    question: 'Will I hear back from the psychologist?',
    answer:
      'Yes. The psychologist writes to you after the course of sessions in the referral (usually after the sixth) with their findings and whether more sessions are recommended. Reports arrive in your Harbour account and by email.',
    keywords: ['report', 'letter', 'feedback', 'progress', 'review'],
  },
  {
    id: 'gp-practice-partnership',
    category: 'for-gps',
    question: 'Can our practice partner with Harbour?',
    answer:
      'Yes. Practices, health funds and employers can offer their patients or members a Harbour entry link with their own branding and funded sessions. Tell us about your organisation on the partner enquiry form.',
    keywords: ['practice', 'partnership', 'clinic', 'organisation', 'partner', 'employer', 'health fund'],
    links: [{ label: 'Partner with us', href: '/organisations' }],
  },
];
