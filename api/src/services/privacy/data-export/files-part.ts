import { filesOfPerson } from '../../files';
import { jsonEntry, type ExportEntries, type ExportPart } from './export-entries';

/** A name safe in any zip tool: the file's id first (two uploads may share a name), no path separators. */
export const zipFileName = (fileId: string, fileName: string) => `files/${fileId}-${[...fileName].map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('')}`;

/** files/: each file with its bytes, and files.json describing them. */
export const filesPart: ExportPart = async (person) => {
  const files = await filesOfPerson(person._id);
  const entries: ExportEntries = jsonEntry('files.json', files.map(({ file }) => ({ ...file, path: zipFileName(file.fileId, file.fileName) })));
  for (const { file, bytes } of files) entries[zipFileName(file.fileId, file.fileName)] = new Uint8Array(bytes);
  return entries;
};
