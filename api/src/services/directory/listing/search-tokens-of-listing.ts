import type { TaxonomyNames } from './directory-cards';
import type { DirectoryProfileRecord } from './directory-profile.model';
import type { FundingOption, PracticeRegion } from './directory.types';
import { searchTokensOf } from './search-tokens';

const REGION_WORDS: Record<PracticeRegion, string> = {
  NSW: 'NSW New South Wales',
  VIC: 'VIC Victoria',
  QLD: 'QLD Queensland',
  SA: 'SA South Australia',
  WA: 'WA Western Australia',
  TAS: 'TAS Tasmania',
  ACT: 'ACT Australian Capital Territory Canberra',
  NT: 'NT Northern Territory',
  NZ: 'NZ New Zealand',
};

const FUNDING_WORDS: Record<FundingOption, string> = {
  Medicare: 'Medicare',
  BulkBilled: 'bulk billed bulkbilled',
  NDIS: 'NDIS',
  DVA: 'DVA veterans',
  WorkersComp: 'workers compensation workerscomp',
  Partnership: 'partner EEP',
};

type Searchable = Pick<DirectoryProfileRecord, 'psychologistType' | 'specialisationIds' | 'treatmentModalityIds' | 'languageIds' | 'therapyTypeIds' | 'fundingAccepted' | 'state'>;

/** The words a listing is found by: name, type, concerns, approaches, languages, client types, funding, place. */
export function listingSearchTokens(person: { firstName: string; lastName: string }, listing: Searchable, names: TaxonomyNames): string[] {
  const pick = (ids: readonly number[], map: Map<number, string>) => ids.map((id) => map.get(id) ?? '');
  return searchTokensOf([
    person.firstName,
    person.lastName,
    listing.psychologistType,
    ...pick(listing.specialisationIds, names.specialisations),
    ...pick(listing.treatmentModalityIds, names.treatmentModalities),
    ...pick(listing.languageIds, names.languages),
    ...pick(listing.therapyTypeIds, names.therapyTypes),
    ...listing.fundingAccepted.map((funding) => FUNDING_WORDS[funding]),
    REGION_WORDS[listing.state],
  ]);
}
