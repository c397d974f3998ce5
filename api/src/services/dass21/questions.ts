/**
 * The DASS-21 as published (Lovibond, S.H. & Lovibond, P.F. (1995). Manual for the Depression
 * Anxiety Stress Scales. Sydney: Psychology Foundation). The scale is in the public domain; the
 * wording is kept as printed on the form, only "eg" spelt "e.g.".
 */
export const DASS21_INSTRUCTIONS =
  'Please read each statement and choose a number 0, 1, 2 or 3 which indicates how much the statement applied to you over the past week. There are no right or wrong answers. Do not spend too much time on any statement.';

export const DASS21_ANSWER_OPTIONS: readonly { value: number; label: string }[] = [
  { value: 0, label: 'Did not apply to me at all' },
  { value: 1, label: 'Applied to me to some degree, or some of the time' },
  { value: 2, label: 'Applied to me to a considerable degree, or a good part of time' },
  { value: 3, label: 'Applied to me very much, or most of the time' },
];

/** Item texts in form order: index 0 is item 1. */
export const DASS21_ITEMS: readonly string[] = [
  'I found it hard to wind down',
  'I was aware of dryness of my mouth',
  "I couldn't seem to experience any positive feeling at all",
  'I experienced breathing difficulty (e.g. excessively rapid breathing, breathlessness in the absence of physical exertion)',
  'I found it difficult to work up the initiative to do things',
  'I tended to over-react to situations',
  'I experienced trembling (e.g. in the hands)',
  'I felt that I was using a lot of nervous energy',
  'I was worried about situations in which I might panic and make a fool of myself',
  'I felt that I had nothing to look forward to',
  'I found myself getting agitated',
  'I found it difficult to relax',
  'I felt down-hearted and blue',
  'I was intolerant of anything that kept me from getting on with what I was doing',
  'I felt I was close to panic',
  'I was unable to become enthusiastic about anything',
  "I felt I wasn't worth much as a person",
  'I felt that I was rather touchy',
  'I was aware of the action of my heart in the absence of physical exertion (e.g. sense of heart rate increase, heart missing a beat)',
  'I felt scared without any good reason',
  'I felt that life was meaningless',
];
