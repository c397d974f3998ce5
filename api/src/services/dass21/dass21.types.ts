/** What the DASS-21 endpoints answer and accept (plain DTOs: tsoa reads these into the OpenAPI). */

export type Dass21BandName = 'Normal' | 'Mild' | 'Moderate' | 'Severe' | 'ExtremelySevere';
export type Dass21SubscaleName = 'depression' | 'anxiety' | 'stress';

export interface Dass21AnswerOption {
  value: number;
  label: string;
}

export interface Dass21Question {
  /** 1–21, as numbered on the published form. */
  itemNumber: number;
  text: string;
}

export interface Dass21Questionnaire {
  instructions: string;
  answerOptions: Dass21AnswerOption[];
  questions: Dass21Question[];
}

/**
 * One answer: 0 did not apply to me at all … 3 applied to me very much, or most of the time.
 * @isInt
 * @minimum 0
 * @maximum 3
 */
export type Dass21Answer = number;

export interface Dass21CheckinRequest {
  /**
   * The 21 answers in item order (item 1 first).
   * @minItems 21
   * @maxItems 21
   */
  answers: Dass21Answer[];
}

export interface Dass21SubscaleScores {
  depression: number;
  anxiety: number;
  stress: number;
}

export interface Dass21SubscaleBands {
  depression: Dass21BandName;
  anxiety: Dass21BandName;
  stress: Dass21BandName;
}

/** A scored set of answers (not saved). */
export interface Dass21Outcome {
  /** Subscale scores after doubling (0–42). */
  scores: Dass21SubscaleScores;
  bands: Dass21SubscaleBands;
  /** Severe or extremely severe on any subscale, or item 21 answered 2 or 3. */
  flagged: boolean;
  flagReasons: string[];
}

export interface Dass21Result {
  id: string;
  patientId: string;
  /** Set when taken before a session. */
  sessionId?: string;
  takenAt: Date;
  answers: number[];
  /** Subscale scores after doubling (0–42). */
  scores: Dass21SubscaleScores;
  bands: Dass21SubscaleBands;
  /** Severe or extremely severe on any subscale, or item 21 answered 2 or 3. */
  flagged: boolean;
  /** `depression-severe`, `anxiety-extremely-severe`, `item-21-high`, … */
  flagReasons: string[];
  /** The same flags in words, for people: "Depression: severe (24 of 42)", "Item 21 (…): answered '…'". */
  flagDescriptions: string[];
}

export interface Dass21SavedResult extends Dass21Result {
  /** How many psychologists were told of a flagged result (0 when not flagged or none yet). */
  psychologistsNotified: number;
}

export interface Dass21ResultList {
  results: Dass21Result[];
}

export interface Dass21ProgressPoint {
  resultId: string;
  takenAt: Date;
  score: number;
  band: Dass21BandName;
}

export interface Dass21ProgressSeries {
  subscale: Dass21SubscaleName;
  /** Oldest first. */
  points: Dass21ProgressPoint[];
}

export interface Dass21Progress {
  checkinCount: number;
  series: Dass21ProgressSeries[];
}

export interface Dass21QuestionAnswer {
  itemNumber: number;
  text: string;
  answer: number;
  answerLabel: string;
}

export interface Dass21SessionAnswers {
  sessionId: string;
  /** Absent when the client has not submitted a DASS-21 for this session. */
  result?: Dass21Result;
  questionAnswers: Dass21QuestionAnswer[];
}

export interface Dass21Flag {
  result: Dass21Result;
  patientId: string;
  patientFirstName: string;
  patientLastName: string;
}

export interface Dass21FlagList {
  flags: Dass21Flag[];
}

export interface Dass21PatientResults {
  patientId: string;
  results: Dass21PatientResult[];
}

export interface Dass21PatientResult extends Dass21Result {
  /** When this psychologist acknowledged the flag (flagged results only). */
  acknowledgedAt?: Date;
}

export interface Dass21FlagAcknowledgement {
  acknowledgedAt: Date;
}
