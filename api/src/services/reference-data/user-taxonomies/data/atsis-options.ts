/**
 * Aboriginal and/or Torres Strait Islander status (/atsis-options), asked as in the ABS standard
 * Indigenous status question. Per the spec (§9) only Both, Aboriginal and TorresStraitIslander
 * count as "yes".
 */

export type AtsisOptionName = 'No' | 'Aboriginal' | 'TorresStraitIslander' | 'Both' | 'PreferNotToSay';

export interface AtsisOption {
  atsisOptionId: number;
  /** Stable machine name, as the spec spells it. */
  atsisOptionName: AtsisOptionName;
  /** Label for people. */
  displayName: string;
  isYes: boolean;
}

export const atsisOptions: readonly AtsisOption[] = [
  { atsisOptionId: 1, atsisOptionName: 'No', displayName: 'No', isYes: false },
  { atsisOptionId: 2, atsisOptionName: 'Aboriginal', displayName: 'Aboriginal', isYes: true },
  {
    atsisOptionId: 3,
    atsisOptionName: 'TorresStraitIslander',
    displayName: 'Torres Strait Islander',
    isYes: true,
  },
  {
    atsisOptionId: 4,
    atsisOptionName: 'Both',
    displayName: 'Both Aboriginal and Torres Strait Islander',
    isYes: true,
  },
  { atsisOptionId: 5, atsisOptionName: 'PreferNotToSay', displayName: 'Prefer not to say', isYes: false },
];

/** The spec's rule: Both, Aboriginal and TorresStraitIslander count as yes. */
export const ATSIS_YES_OPTION_NAMES: readonly AtsisOptionName[] = [
  'Both',
  'Aboriginal',
  'TorresStraitIslander',
];

export function isAtsisYes(atsisOptionName: string): boolean {
  return (ATSIS_YES_OPTION_NAMES as readonly string[]).includes(atsisOptionName);
}
