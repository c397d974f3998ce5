// Grows the seeded demo directory to `count` visible psychologists with bulk inserts: each
// synthetic psychologist copies one of the 62 demo psychologists (so every zone, hours pattern,
// fee and filter mix the demo seed has is repeated in proportion) under a new id, email, name and
// slug. The copies are written straight to the collections the API reads, so their shape is the
// demo seed's own (accounts, psychologist_profiles, psychologist_availability, directory_profiles).
import { randomUUID } from 'node:crypto';

const DEMO_DOMAIN = 'directory.harbour.test';
const SYNTHETIC_DOMAIN = 'scale.harbour.test';
const BATCH = 250;

/** Replaces every string equal to `from` (the template's id) with `to`, deeply. */
function withId(value, from, to) {
  if (value === from) return to;
  if (Array.isArray(value)) return value.map((v) => withId(v, from, to));
  if (value && typeof value === 'object' && !(value instanceof Date) && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withId(v, from, to)]));
  }
  return value;
}

async function insertInBatches(collection, docs) {
  for (let i = 0; i < docs.length; i += BATCH) await collection.insertMany(docs.slice(i, i + BATCH), { ordered: false });
}

/**
 * Adds synthetic psychologists until `count` are approved and listed; idempotent (a second run
 * with the same count adds none). Returns how many the directory then holds and how many it added.
 */
export async function scaleDirectory(db, count) {
  const accounts = db.collection('accounts');
  const templates = await accounts
    .find({ userType: 'psychologist', isApproved: true, email: { $regex: `^psychologist\\.[0-9]+@${DEMO_DOMAIN.replace(/\./g, '\\.')}$` } })
    .toArray();
  templates.sort((a, b) => a.email.localeCompare(b.email));
  const existing = await accounts.countDocuments({ email: { $regex: `@${SYNTHETIC_DOMAIN.replace(/\./g, '\\.')}$` } });
  const wanted = Math.max(0, count - templates.length - existing);
  if (!templates.length) throw new Error('The demo directory is not seeded: nothing to copy.');
  const ids = templates.map((t) => t._id);
  const byId = async (name) => new Map((await db.collection(name).find({ _id: { $in: ids } }).toArray()).map((d) => [d._id, d]));
  const [profiles, hours, listings] = await Promise.all([byId('psychologist_profiles'), byId('psychologist_availability'), byId('directory_profiles')]);
  const out = { accounts: [], psychologist_profiles: [], psychologist_availability: [], directory_profiles: [] };
  for (let k = existing; k < existing + wanted; k++) {
    const template = templates[k % templates.length];
    const other = templates[(k * 7 + 3) % templates.length];
    const id = randomUUID();
    const n = String(k).padStart(4, '0');
    out.accounts.push({ ...withId(template, template._id, id), email: `psychologist.${n}@${SYNTHETIC_DOMAIN}` });
    const profile = profiles.get(template._id);
    if (profile) out.psychologist_profiles.push({ ...withId(profile, template._id, id), lastName: profiles.get(other._id)?.lastName ?? profile.lastName });
    const rules = hours.get(template._id);
    if (rules) out.psychologist_availability.push(withId(rules, template._id, id));
    const listing = listings.get(template._id);
    if (listing) out.directory_profiles.push({ ...withId(listing, template._id, id), slug: `${listing.slug}-${n}`, ...(listing.ahpraNumber && { ahpraNumber: `PSY${String(3_000_000 + k).padStart(10, '0')}` }) });
  }
  for (const [name, docs] of Object.entries(out)) if (docs.length) await insertInBatches(db.collection(name), docs);
  return { total: templates.length + existing + wanted, added: wanted };
}
