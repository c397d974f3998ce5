// The homes domain's front door. It has no records of its own: it composes the reads each signed-in
// home shows through the other domains' front doors, so it sits above them all and nothing imports it.
export type { ClientHome, PsychologistHome } from './homes.types';
