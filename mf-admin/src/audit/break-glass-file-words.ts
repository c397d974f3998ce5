import type { BreakGlassFile } from '@harbour/sdk/files';

const KINDS: Record<string, string> = {
  Private: 'A psychologist’s private file',
  GPReferral: 'GP referral',
  SeventhSessionGPReferral: '7th-session GP referral',
  MentalHealthCarePlan: 'Mental health care plan',
};
const TYPES: Record<string, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' };
const UPLOADERS: Record<string, string> = { client: 'client', psychologist: 'psychologist', gp: 'GP', administrator: 'administrator' };

/** What the file is (an unknown kind as it is stored). */
export const kindWords = (kind: string) => KINDS[kind] ?? kind;
export const typeWords = (contentType: string) => TYPES[contentType] ?? contentType;
export const uploaderWords = (userType: string) => UPLOADERS[userType] ?? userType;
export const sizeWords = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/** Who can read the file in Harbour: the client marked as such, psychologists by name. */
export const sharedWithWords = (file: Pick<BreakGlassFile, 'sharedWith'>) =>
  file.sharedWith.length === 0 ? 'No one' : file.sharedWith.map((reader) => (reader.userType === 'client' ? `${reader.name} (client)` : reader.name)).join(', ');
