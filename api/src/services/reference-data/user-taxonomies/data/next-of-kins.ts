/** Relationship of a client's next of kin / emergency contact to the client (/next-of-kins). */

export interface NextOfKinOption {
  nextOfKinId: number;
  name: string;
}

export const nextOfKinOptions: readonly NextOfKinOption[] = [
  { nextOfKinId: 1, name: 'Partner' },
  { nextOfKinId: 2, name: 'Spouse' },
  { nextOfKinId: 3, name: 'Parent' },
  { nextOfKinId: 4, name: 'Guardian' },
  { nextOfKinId: 10, name: 'Carer' },
  { nextOfKinId: 5, name: 'Sibling' },
  { nextOfKinId: 6, name: 'Child' },
  { nextOfKinId: 7, name: 'Friend' },
  { nextOfKinId: 8, name: 'Other relative' },
  { nextOfKinId: 9, name: 'Other' },
];
