/** A discount code as an administrator sees it. Money is integer cents (AUD). */
export interface DiscountCodeSummary {
  code: string;
  percentOff?: number;
  amountOffCents?: number;
  /** Uses in all; absent: no limit (or one, for a single-use seeded code). */
  limit?: number;
  /** Each client may use it once (else: once in all). */
  oncePerClient: boolean;
  /** The last moment it may be used. */
  validUntil?: Date;
  disabled: boolean;
  /** Bookings that used it. */
  uses: number;
  createdAt?: Date;
}

export interface DiscountCodeList {
  codes: DiscountCodeSummary[];
}

export interface NewDiscountCodeRequest {
  /** 3 to 30 letters, digits or hyphens; stored upper case. */
  code: string;
  /** 1 to 100: a percentage off what the client pays. Give this or amountOffCents. */
  percentOff?: number;
  /** Whole cents off what the client pays. Give this or percentOff. */
  amountOffCents?: number;
  /** How many bookings may use it in all (1 to 100000). */
  limit: number;
  /** 'YYYY-MM-DD': the last day it may be used (Sydney), today or later; absent: no expiry. */
  expiresOn?: string;
}

/** One booking that used a code. */
export interface DiscountCodeUse {
  patientId: string;
  sessionId: string;
  usedAt: Date;
}

export interface DiscountCodeUses {
  code: string;
  uses: DiscountCodeUse[];
}
