export interface CorrespondenceTemplate {
  correspondenceTemplateId: string;
  name: string;
  templateBody: string;
  /** Built in (every psychologist has it) or the psychologist's own. */
  isDefault: boolean;
}

export interface CorrespondenceTemplateList {
  templates: CorrespondenceTemplate[];
  /** The placeholders a template may use, written {{name}}. */
  placeholders: string[];
}

export interface CreateCorrespondenceTemplateRequest {
  name: string;
  templateBody: string;
}

/** The GP a letter is addressed to; a GP with a Harbour account (matched by email) sees it in their area. */
export interface GpAddressee {
  name: string;
  email: string;
  practiceName?: string;
}

export interface SendGpLetterRequest {
  patientId: string;
  /** A template to fill; or give `templateBody` (placeholders allowed) directly. */
  correspondenceTemplateId?: string;
  templateBody?: string;
  subject?: string;
  gp: GpAddressee;
}

export interface GpLetter {
  letterId: string;
  kind: 'letter' | 'referral-request';
  patientId: string;
  patientName: string;
  psychologistId: string;
  psychologistName: string;
  sessionId?: string;
  gpId?: string;
  gp: GpAddressee;
  correspondenceTemplateId?: string;
  subject: string;
  body: string;
  sentAt: Date;
  /** When the GP first opened it (only in the GP's own list); absent while unread. */
  readAt?: Date;
  /** The GP's replies, oldest first (only in the psychologist's own list). */
  replies?: GpLetterReplyItem[];
}

/** A GP's reply to a letter, as the psychologist reads it. */
export interface GpLetterReplyItem {
  replyId: string;
  message: string;
  sentAt: Date;
}

export interface GpLetterList {
  letters: GpLetter[];
}

export interface GpReferralRequestBody {
  gp: GpAddressee;
  message?: string;
}

export interface ProvideReferralRequest {
  referrerName: string;
  referrerProviderNumber?: string;
  /** YYYY-MM-DD */
  issuedOn: string;
  /** YYYY-MM-DD; default 12 months after issue. */
  validUntil?: string;
}

export interface ProvidedReferral {
  medicareReferralId: string;
  patientId: string;
  referrerName: string;
  referrerProviderNumber?: string;
  issuedOn: string;
  validUntil: string;
}
