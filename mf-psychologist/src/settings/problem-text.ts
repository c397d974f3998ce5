import { errorMessageOf } from '@harbour/sdk';

/** "Nothing was saved." plus what the API named (each field's message), or its general message. */
export function notSavedText(error: unknown): string {
  const fields = (error as { data?: { fields?: Record<string, string> } })?.data?.fields;
  return fields ? `Nothing was saved. ${Object.values(fields).join(' ')}` : `Nothing was saved. ${errorMessageOf(error)}`;
}
