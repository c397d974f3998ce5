/**
 * Where the client stands with the matching guarantee (content page /matching-guarantee): after a
 * first session that was not the right fit, their first session with another psychologist is free.
 */
export type BestMatchGuaranteeStatus = 'Available' | 'NoFirstSession' | 'WindowClosed' | 'UsedRecently';

export interface BestMatchGuarantee {
  /** True: the client may still claim a free first session with another psychologist. */
  eligible: boolean;
  /**
   * Available: a first session ended less than 14 days ago. NoFirstSession: no attended first
   * session the guarantee covers (missed, cancelled and third-party-funded sessions are not).
   * WindowClosed: more than 14 days have passed. UsedRecently: used in the last twelve months.
   */
  status: BestMatchGuaranteeStatus;
  /** The first session the answer is about (the latest one the guarantee covers). */
  sessionId?: string;
  psychologistId?: string;
  /** UTC instant: the last moment to tell us it was not the right fit (14 days after that session). */
  claimBy?: string;
  /** UTC instant, when UsedRecently: twelve months after the last use. */
  availableAgainFrom?: string;
}
