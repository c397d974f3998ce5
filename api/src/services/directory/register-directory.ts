import { onPractitionerApproved, onPsychologistProfileUpdated } from '../accounts';
import { invalidateDirectory } from './listing/directory-cache';
import { refreshSearchTokens } from './listing/directory-listing';

// Module-level, so registering twice keeps one of each.
const showApproved = () => invalidateDirectory();

/** What the directory follows in accounts, registered at start-up: approvals and profile edits. */
export function registerDirectory(): void {
  onPractitionerApproved(showApproved);
  onPsychologistProfileUpdated(refreshSearchTokens);
}
