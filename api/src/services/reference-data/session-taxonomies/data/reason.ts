/** A reason chosen from a list (cancellations, reschedules, deleted patient notes). */
export interface Reason {
  reasonId: number;
  name: string;
  /** When true the user must also type an explanation (e.g. 'Other'). */
  requiresExtraInfo: boolean;
}
