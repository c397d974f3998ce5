/**
 * Others keep views of psychologists' profiles (the directory's listing and search tokens): they
 * subscribe here at start-up, so accounts never imports them. Listeners run in turn, awaited.
 */
export type PsychologistChangeListener = (psychologistId: string) => Promise<void> | void;

const profileUpdated: PsychologistChangeListener[] = [];
const practitionerApproved: PsychologistChangeListener[] = [];

const add = (list: PsychologistChangeListener[], listener: PsychologistChangeListener) => {
  if (!list.includes(listener)) list.push(listener);
};

export const onPsychologistProfileUpdated = (listener: PsychologistChangeListener) => add(profileUpdated, listener);
export const onPractitionerApproved = (listener: PsychologistChangeListener) => add(practitionerApproved, listener);

export async function announceProfileUpdated(psychologistId: string): Promise<void> {
  for (const listener of profileUpdated) await listener(psychologistId);
}

export async function announcePractitionerApproved(userId: string): Promise<void> {
  for (const listener of practitionerApproved) await listener(userId);
}
