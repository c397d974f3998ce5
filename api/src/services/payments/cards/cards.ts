import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { configuration } from '../../../configuration';
import { notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { findAccountById } from '../../identity';
import { paymentGateway } from '../gateway/payment-gateway';
import { PatientPaymentSettingsModel, PaymentCardModel, type PaymentCardRecord } from './payment-card.model';
import type { PatientCards, PaymentCard, SavedPaymentMethod, SavePaymentMethodRequest, UpdateCardRequest } from './cards.types';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { oldestFirst } from '../../../lib/record-order';

/** Stripe payment method ids (`pm_…`); a card number is refused before anything leaves. */
const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]{3,200}$/;

const toCard = (record: PaymentCardRecord, primaryId?: string): PaymentCard => ({
  id: record._id,
  brand: record.brand,
  last4: record.last4,
  expiryMonth: record.expiryMonth,
  expiryYear: record.expiryYear,
  ...(record.name && { name: record.name }),
  isPrimary: record._id === primaryId,
});

/** The client's Stripe customer, made once: the settings insert decides which one is theirs. */
async function customerOf(patientId: string): Promise<{ stripeCustomerId: string; primaryPaymentMethodId?: string }> {
  const existing = await PatientPaymentSettingsModel.findById(patientId).lean();
  if (existing) return existing;
  const account = await findAccountById(patientId);
  const stripeCustomerId = await paymentGateway().createCustomer(patientId, account?.email ?? '');
  try {
    await PatientPaymentSettingsModel.create({ _id: patientId, stripeCustomerId, createdAt: new Date() });
    return { stripeCustomerId };
  } catch (err) {
    if (isDuplicateKey(err)) return (await PatientPaymentSettingsModel.findById(patientId).lean())!;
    throw err;
  }
}

function requireClient(user: AuthenticatedUser) {
  if (user.userType !== 'client') throw notFound('No cards.');
}

export async function savePaymentMethod(user: AuthenticatedUser, body: SavePaymentMethodRequest): Promise<SavedPaymentMethod> {
  requireClient(user);
  return savePaymentMethodFor(user.sub, body);
}

/** Saves a card for a patient (the caller has checked who may: the client, or in-session their psychologist). */
export async function savePaymentMethodFor(patientId: string, body: SavePaymentMethodRequest): Promise<SavedPaymentMethod> {
  if (!PAYMENT_METHOD_ID.test(body.paymentMethodId ?? '')) {
    throw invalidField('paymentMethodId', 'Send a Stripe payment method id (pm_…), never a card number.');
  }
  if (body.name !== undefined && body.name.length > 60) throw invalidField('name', 'Must be at most 60 characters.');
  const customer = await customerOf(patientId);
  const cardId = randomUUID();
  const saved = await paymentGateway().saveCard(customer.stripeCustomerId, body.paymentMethodId, `setup:${patientId}:${cardId}`);
  const record: PaymentCardRecord = {
    _id: cardId,
    patientId,
    stripePaymentMethodId: saved.paymentMethodId,
    stripeSetupIntentId: saved.setupIntentId,
    brand: saved.brand,
    last4: saved.last4,
    expiryMonth: saved.expiryMonth,
    expiryYear: saved.expiryYear,
    ...(body.name && { name: body.name }),
    createdAt: new Date(),
  };
  await PaymentCardModel.create(record);
  let primary = customer.primaryPaymentMethodId;
  if (body.isPrimaryPaymentMethod || !primary) {
    primary = cardId;
    await PatientPaymentSettingsModel.updateOne({ _id: patientId }, { $set: { primaryPaymentMethodId: cardId } });
  }
  return { card: toCard(record, primary), setupStatus: saved.status, ...(saved.status !== 'succeeded' && saved.clientSecret && { clientSecret: saved.clientSecret }) };
}

export async function listCards(user: AuthenticatedUser): Promise<PatientCards> {
  requireClient(user);
  return listCardsOf(user.sub);
}

export async function listCardsOf(patientId: string): Promise<PatientCards> {
  const [settings, cards] = await Promise.all([PatientPaymentSettingsModel.findById(patientId).lean(), PaymentCardModel.find({ patientId }).lean()]);
  const publishableKey = configuration().stripe.publishableKey;
  return {
    cards: cards.filter((c) => !c.deletedAt).sort(oldestFirst((c) => c.createdAt)).map((c) => toCard(c, settings?.primaryPaymentMethodId)),
    ...(settings?.primaryPaymentMethodId && { primaryPaymentMethodId: settings.primaryPaymentMethodId }),
    ...(publishableKey && { publishableKey }),
  };
}

async function ownCard(user: AuthenticatedUser, cardId: string): Promise<PaymentCardRecord> {
  const card = await PaymentCardModel.findById(cardId).lean();
  if (!card || card.deletedAt || user.userType !== 'client' || card.patientId !== user.sub) throw notFound(`No card '${cardId}'.`);
  return card;
}

export async function updateCard(user: AuthenticatedUser, cardId: string, body: UpdateCardRequest): Promise<PaymentCard> {
  const card = await ownCard(user, cardId);
  if (body.name !== undefined && body.name.length > 60) throw invalidField('name', 'Must be at most 60 characters.');
  if (body.expiryMonth !== undefined && (!Number.isInteger(body.expiryMonth) || body.expiryMonth < 1 || body.expiryMonth > 12)) throw invalidField('expiryMonth', 'Must be 1 to 12.');
  if (body.expiryYear !== undefined && (!Number.isInteger(body.expiryYear) || body.expiryYear < 2000 || body.expiryYear > 2100)) throw invalidField('expiryYear', 'Must be a four-digit year.');
  const update = { ...(body.name !== undefined && { name: body.name }), ...(body.expiryMonth !== undefined && { expiryMonth: body.expiryMonth }), ...(body.expiryYear !== undefined && { expiryYear: body.expiryYear }) };
  await PaymentCardModel.updateOne({ _id: cardId }, { $set: update });
  const settings = await PatientPaymentSettingsModel.findById(user.sub).lean();
  return toCard({ ...card, ...update }, settings?.primaryPaymentMethodId);
}

export async function deleteCard(user: AuthenticatedUser, cardId: string): Promise<void> {
  const card = await ownCard(user, cardId);
  await paymentGateway().detachCard(card.stripePaymentMethodId);
  await PaymentCardModel.updateOne({ _id: cardId }, { $set: { deletedAt: new Date() } });
  const settings = await PatientPaymentSettingsModel.findById(user.sub).lean();
  if (settings?.primaryPaymentMethodId === cardId) {
    const next = (await PaymentCardModel.find({ patientId: user.sub }).lean()).find((c) => !c.deletedAt && c._id !== cardId);
    await PatientPaymentSettingsModel.updateOne({ _id: user.sub }, next ? { $set: { primaryPaymentMethodId: next._id } } : { $unset: { primaryPaymentMethodId: 1 } });
  }
}

export async function setPrimaryCard(user: AuthenticatedUser, cardId: string): Promise<{ primaryPaymentMethodId: string }> {
  requireClient(user);
  return setPrimaryCardOf(user.sub, cardId, 'Not one of your cards.');
}

/** `notTheirs` speaks to whoever asked: the client ("your cards") or their psychologist in session. */
export async function setPrimaryCardOf(patientId: string, cardId: string, notTheirs = 'Not one of the client\'s cards.'): Promise<{ primaryPaymentMethodId: string }> {
  const card = await PaymentCardModel.findById(cardId).lean();
  if (!card || card.deletedAt || card.patientId !== patientId) throw invalidField('primaryPaymentMethodId', notTheirs);
  await PatientPaymentSettingsModel.updateOne({ _id: patientId }, { $set: { primaryPaymentMethodId: cardId } });
  return { primaryPaymentMethodId: cardId };
}
