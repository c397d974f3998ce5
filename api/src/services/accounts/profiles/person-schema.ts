import type { SchemaDefinition } from 'mongoose';

/** What every profile document stores; the id is the account id (the token's `sub`). */
export interface PersonRecord {
  _id: string;
  firstName: string;
  lastName: string;
  phone?: string;
  postcode?: string;
  /** Absent means Australia (spec §3). */
  countryId?: string;
  createdAt: Date;
  updatedAt: Date;
}

export const personSchemaFields: SchemaDefinition = {
  _id: { type: String, required: true },
  firstName: { type: String, required: true },
  lastName: { type: String, required: true },
  phone: { type: String },
  postcode: { type: String },
  countryId: { type: String },
  createdAt: { type: Date, required: true },
  updatedAt: { type: Date, required: true },
};
