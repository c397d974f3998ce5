import type { Dass21BandName, Dass21SubscaleName } from '@harbour/sdk/dass21';

export const SUBSCALES: readonly Dass21SubscaleName[] = ['depression', 'anxiety', 'stress'];

export const SUBSCALE_LABEL: Record<Dass21SubscaleName, string> = {
  depression: 'Depression',
  anxiety: 'Anxiety',
  stress: 'Stress',
};

/** What each subscale asks about, in plain words. */
export const SUBSCALE_ABOUT: Record<Dass21SubscaleName, string> = {
  depression: 'low mood, loss of interest and hope, and feeling worthless',
  anxiety: 'feeling scared or panicky, and the body’s signs of fear such as a racing heart or a dry mouth',
  stress: 'feeling tense, on edge and hard to calm down',
};

export const BAND_LABEL: Record<Dass21BandName, string> = {
  Normal: 'Normal',
  Mild: 'Mild',
  Moderate: 'Moderate',
  Severe: 'Severe',
  ExtremelySevere: 'Extremely severe',
};

/** Each band explained in plain words (DASS-21 bands are compared with how most people answer). */
export const BAND_MEANING: Record<Dass21BandName, string> = {
  Normal: 'Within the usual range: most people answer like this.',
  Mild: 'A little above the usual range. Worth keeping an eye on, and checking in again in a few weeks.',
  Moderate: 'Clearly above the usual range. Talking it through with a psychologist or your GP can help.',
  Severe: 'Well above the usual range. We recommend you talk with a psychologist or your GP soon.',
  ExtremelySevere: 'Far above the usual range. Please reach out for support now, using the contacts on this page.',
};

export const MAX_SCORE = 42;
