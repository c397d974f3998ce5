/**
 * How a form reads a failed call. The design system knows no API: the caller passes a function
 * that describes its errors (an area passes the SDK's `describeError`, the portal's one error text).
 */

/** A form's messages per field name. */
export type FieldErrors = Record<string, string>;

export interface ErrorDescription {
  /** The text to show (spec §8). */
  message: string;
  /** Messages for the form's fields, by field name. */
  fields: FieldErrors;
  /** The HTTP status, when the failure was an API answer. */
  status?: number | string;
}

export type DescribeError = (error: unknown) => ErrorDescription;
