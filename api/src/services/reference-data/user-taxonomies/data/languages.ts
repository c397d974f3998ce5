/**
 * Languages a client speaks or a psychologist offers sessions in (/languages), and the subset
 * offered as a filter in the psychologist directory (/psych-search-languages).
 *
 * English plus the languages most spoken at home in Australia (ABS Census 2021), Auslan, and the
 * most spoken Aboriginal and Torres Strait Islander languages. `code` is ISO 639-1 where one
 * exists, otherwise ISO 639-3 (Mandarin 'cmn' and Cantonese 'yue' are told apart that way).
 * Listed English first, then by name.
 */

export interface Language {
  languageId: number;
  name: string;
  /** ISO 639-1 (two letters) or, where there is none, ISO 639-2/3 (three letters). */
  code: string;
}

export const ENGLISH_LANGUAGE_ID = 1;

export const languages: readonly Language[] = [
  { languageId: 1, name: 'English', code: 'en' },
  { languageId: 3, name: 'Arabic', code: 'ar' },
  { languageId: 43, name: 'Assyrian Neo-Aramaic', code: 'aii' },
  { languageId: 48, name: 'Auslan', code: 'asf' },
  { languageId: 20, name: 'Bengali', code: 'bn' },
  { languageId: 39, name: 'Burmese', code: 'my' },
  { languageId: 5, name: 'Cantonese', code: 'yue' },
  { languageId: 31, name: 'Croatian', code: 'hr' },
  { languageId: 16, name: 'Dari', code: 'prs' },
  { languageId: 51, name: 'Dinka', code: 'din' },
  { languageId: 37, name: 'Dutch', code: 'nl' },
  { languageId: 9, name: 'Filipino/Tagalog', code: 'fil' },
  { languageId: 27, name: 'French', code: 'fr' },
  { languageId: 28, name: 'German', code: 'de' },
  { languageId: 7, name: 'Greek', code: 'el' },
  { languageId: 19, name: 'Gujarati', code: 'gu' },
  { languageId: 42, name: 'Hazaraghi', code: 'haz' },
  { languageId: 41, name: 'Hebrew', code: 'he' },
  { languageId: 10, name: 'Hindi', code: 'hi' },
  { languageId: 24, name: 'Indonesian', code: 'id' },
  { languageId: 8, name: 'Italian', code: 'it' },
  { languageId: 23, name: 'Japanese', code: 'ja' },
  { languageId: 38, name: 'Khmer', code: 'km' },
  { languageId: 14, name: 'Korean', code: 'ko' },
  { languageId: 49, name: 'Kriol', code: 'rop' },
  { languageId: 32, name: 'Macedonian', code: 'mk' },
  { languageId: 40, name: 'Malay', code: 'ms' },
  { languageId: 22, name: 'Malayalam', code: 'ml' },
  { languageId: 36, name: 'Maltese', code: 'mt' },
  { languageId: 2, name: 'Mandarin', code: 'cmn' },
  { languageId: 12, name: 'Nepali', code: 'ne' },
  { languageId: 15, name: 'Persian', code: 'fa' },
  { languageId: 34, name: 'Polish', code: 'pl' },
  { languageId: 29, name: 'Portuguese', code: 'pt' },
  { languageId: 6, name: 'Punjabi', code: 'pa' },
  { languageId: 33, name: 'Russian', code: 'ru' },
  { languageId: 46, name: 'Samoan', code: 'sm' },
  { languageId: 30, name: 'Serbian', code: 'sr' },
  { languageId: 21, name: 'Sinhalese', code: 'si' },
  { languageId: 44, name: 'Somali', code: 'so' },
  { languageId: 11, name: 'Spanish', code: 'es' },
  { languageId: 45, name: 'Swahili', code: 'sw' },
  { languageId: 17, name: 'Tamil', code: 'ta' },
  { languageId: 18, name: 'Telugu', code: 'te' },
  { languageId: 25, name: 'Thai', code: 'th' },
  { languageId: 47, name: 'Tongan', code: 'to' },
  { languageId: 26, name: 'Turkish', code: 'tr' },
  { languageId: 35, name: 'Ukrainian', code: 'uk' },
  { languageId: 13, name: 'Urdu', code: 'ur' },
  { languageId: 4, name: 'Vietnamese', code: 'vi' },
  { languageId: 50, name: 'Yumplatok (Torres Strait Creole)', code: 'tcs' },
];

/** Ids of the languages offered as a filter in the psychologist directory. */
export const PSYCH_SEARCH_LANGUAGE_IDS: readonly number[] = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17, 23, 24, 26, 27, 28, 33, 48,
];

/** The languages of the psychologist directory filter, in the same order as `languages`. */
export const psychSearchLanguages: readonly Language[] = languages.filter((l) =>
  PSYCH_SEARCH_LANGUAGE_IDS.includes(l.languageId),
);
