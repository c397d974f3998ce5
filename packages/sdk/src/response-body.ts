/** Stands for an answer with no body at all, so it can be told apart from a JSON `null`. */
export const EMPTY_BODY: unique symbol = Symbol('empty body');

/**
 * The base query's response handler: fetchBaseQuery's JSON reading, except that an empty body
 * becomes EMPTY_BODY and an error answer that is not JSON (a proxy's text or HTML page) keeps
 * its HTTP status instead of turning into a PARSING_ERROR, so 401, 403 and 429 are still seen.
 */
export async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text.length) return EMPTY_BODY;
  // A file answer (text/calendar for add-to-calendar) is its text, not JSON.
  if (/^text\/(calendar|plain)/i.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text);
  } catch (error) {
    if (!response.ok) return text;
    throw error;
  }
}
