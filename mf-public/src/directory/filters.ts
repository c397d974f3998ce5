import type {
  DirectorySort,
  FundingOption,
  ListPsychologistsRequest,
  PracticeRegion,
  PsychologistGender,
  PsychologistType,
  TimeOfDay,
} from '@harbour/sdk/directory';

/**
 * The directory's filters as they live in the URL (shareable, back works, survive reload).
 * One value per filter in the URL keeps links short and readable: ?concern=1&funding=BulkBilled.
 */
export interface DirectoryFilters {
  q?: string;
  concern?: number;
  clientType?: number;
  funding?: FundingOption;
  language?: number;
  type?: PsychologistType;
  state?: PracticeRegion;
  gender?: PsychologistGender;
  within?: number;
  time?: TimeOfDay;
  newClients?: boolean;
  sort?: DirectorySort;
  page?: number;
}

export const FUNDING_OPTIONS: { value: FundingOption; label: string }[] = [
  { value: 'Medicare', label: 'Medicare rebate' },
  { value: 'BulkBilled', label: 'Bulk-billed' },
  { value: 'NDIS', label: 'NDIS' },
  { value: 'DVA', label: 'DVA' },
  { value: 'WorkersComp', label: 'Workers compensation' },
  { value: 'Partnership', label: 'Partner programme' },
];
export const FUNDING_LABEL = Object.fromEntries(FUNDING_OPTIONS.map((o) => [o.value, o.label])) as Record<FundingOption, string>;
export const PSYCHOLOGIST_TYPES: PsychologistType[] = ['Psychologist', 'Clinical psychologist', 'General psychologist'];
export const REGIONS: { value: PracticeRegion; label: string }[] = [
  { value: 'NSW', label: 'New South Wales' },
  { value: 'VIC', label: 'Victoria' },
  { value: 'QLD', label: 'Queensland' },
  { value: 'SA', label: 'South Australia' },
  { value: 'WA', label: 'Western Australia' },
  { value: 'TAS', label: 'Tasmania' },
  { value: 'ACT', label: 'Australian Capital Territory' },
  { value: 'NT', label: 'Northern Territory' },
  { value: 'NZ', label: 'New Zealand' },
];
export const GENDERS: PsychologistGender[] = ['Female', 'Male', 'Non-binary'];
export const TIMES_OF_DAY: { value: TimeOfDay; label: string }[] = [
  { value: 'morning', label: 'Morning (6 am – 12 pm)' },
  { value: 'afternoon', label: 'Afternoon (12 – 5 pm)' },
  { value: 'evening', label: 'Evening (5 – 10 pm)' },
];
export const SORTS: { value: DirectorySort; label: string }[] = [
  { value: 'best-match', label: 'Best match' },
  { value: 'soonest', label: 'Soonest available' },
  { value: 'fee-low', label: 'Fee: low to high' },
  { value: 'fee-high', label: 'Fee: high to low' },
];
export const PAGE_SIZE = 12;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined => (value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined);
const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
};

/** Reads the filters from a query string; anything malformed is ignored (a hand-edited link still works). */
export function parseFilters(params: URLSearchParams): DirectoryFilters {
  const q = params.get('q')?.slice(0, 200).trim();
  return withoutEmpty({
    q: q || undefined,
    concern: positiveInt(params.get('concern')),
    clientType: positiveInt(params.get('clientType')),
    funding: oneOf(params.get('funding'), FUNDING_OPTIONS.map((o) => o.value)),
    language: positiveInt(params.get('language')),
    type: oneOf(params.get('type'), PSYCHOLOGIST_TYPES),
    state: oneOf(params.get('state'), REGIONS.map((r) => r.value)),
    gender: oneOf(params.get('gender'), GENDERS),
    within: positiveInt(params.get('within')),
    time: oneOf(params.get('time'), TIMES_OF_DAY.map((t) => t.value)),
    newClients: params.get('newClients') === 'true' ? true : undefined,
    sort: oneOf(params.get('sort'), SORTS.map((s) => s.value)),
    page: positiveInt(params.get('page')),
  });
}

const ORDER: (keyof DirectoryFilters)[] = ['q', 'concern', 'clientType', 'funding', 'language', 'type', 'state', 'gender', 'within', 'time', 'newClients', 'sort', 'page'];

/** The query string for filters, in a fixed order (the same filters give the same link). */
export function filtersToParams(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = filters[key];
    if (value === undefined || value === '' || value === false) continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'sort' && value === 'best-match') continue;
    params.set(key, String(value));
  }
  return params;
}

function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Changing any filter goes back to the first page. */
export function withFilter(filters: DirectoryFilters, change: Partial<DirectoryFilters>): DirectoryFilters {
  return withoutEmpty({ ...filters, ...change, page: 'page' in change ? change.page : undefined });
}

/** The API request for the filters, in the visitor's own zone, within a partner programme if any. */
export function toListRequest(filters: DirectoryFilters, viewerTimeZone: string, referrerId?: string): ListPsychologistsRequest {
  return withoutEmpty({
    q: filters.q,
    specialisationIds: filters.concern ? [filters.concern] : undefined,
    therapyTypeIds: filters.clientType ? [filters.clientType] : undefined,
    funding: filters.funding ? [filters.funding] : undefined,
    languageIds: filters.language ? [filters.language] : undefined,
    psychologistTypes: filters.type ? [filters.type] : undefined,
    states: filters.state ? [filters.state] : undefined,
    gender: filters.gender,
    availableWithinDays: filters.within,
    timesOfDay: filters.time ? [filters.time] : undefined,
    viewerTimeZone,
    newClientsOnly: filters.newClients,
    referrerId,
    sort: filters.sort,
    page: filters.page ?? 1,
    pageSize: PAGE_SIZE,
  });
}

/** How many filters narrow the list (for the empty state's suggestion and the toggle's label). */
export function activeFilterKeys(filters: DirectoryFilters): (keyof DirectoryFilters)[] {
  return ORDER.filter((key) => key !== 'sort' && key !== 'page' && filters[key] !== undefined && filters[key] !== false);
}
