import { strToU8, zipSync } from 'fflate';
import type { AccountRecord } from '../../identity';

/** The zip's entries by path ("profile.json", "files/…"). */
export type ExportEntries = Record<string, Uint8Array>;

/** One part of a data export: the entries it adds for this person (none when they have no such records). */
export type ExportPart = (person: AccountRecord, now: Date) => Promise<ExportEntries>;

/** A JSON entry, indented so a person can read it in any text editor. */
export const jsonEntry = (name: string, value: unknown): ExportEntries => ({ [name]: strToU8(`${JSON.stringify(value, null, 2)}\n`) });

/** The entries as one zip (deflated; fflate's sync zip is fine at one person's size). */
export const zipOf = (entries: ExportEntries): Buffer => Buffer.from(zipSync(entries, { level: 6 }));
