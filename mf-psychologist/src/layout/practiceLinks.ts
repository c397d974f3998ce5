/** The psychologist area's sections (spec §2 Psychologist routes), in the order of the navigation. */
export const PRACTICE_LINKS: readonly { to: string; label: string }[] = [
  { to: '/psychologists/account', label: 'Home' },
  { to: '/psychologists/account/patients', label: 'Patients' },
  { to: '/psychologists/account/sessions', label: 'Sessions' },
  { to: '/psychologists/account/case-notes', label: 'Case notes' },
  { to: '/psychologists/account/correspondence', label: 'Correspondence' },
  { to: '/psychologists/account/invoices', label: 'Invoices' },
  { to: '/psychologists/account/custom-bookings', label: 'Custom bookings' },
  { to: '/psychologists/account/availability', label: 'Availability' },
  { to: '/psychologists/account/profile', label: 'Profile' },
  { to: '/psychologists/account/settings', label: 'Settings' },
];

/** Which link is the current section: the longest link the path starts with ("patient/…" counts as Patients). */
export function currentSection(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '').replace('/psychologists/account/patient/', '/psychologists/account/patients/');
  return [...PRACTICE_LINKS]
    .filter((l) => path === l.to || path.startsWith(`${l.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0]?.to;
}
