// What booking screens in several areas repeat. Bundled by each area (packages/booking-kit/README.md).
export { useBookableSlots, type BookableSlots, type BookableSlotsRequest } from './slots/useBookableSlots';
export { bookingWindow } from './slots/booking-window';
export { slotsByDay, slotText, type SlotDay } from './slots/slot-days';
export { SlotPicker } from './slots/SlotPicker';
export { TimeButtons } from './slots/TimeButtons';
export { ChoiceButtons } from './slots/ChoiceButtons';
export { priceWords, priceSentence, chargeSentence, fromPrice, type PriceWords, type ListedQuote } from './price/price-words';
export { QuotePanel, REFERRAL_ASSUMED_NOTE } from './price/QuotePanel';
export { FUNDING_ROUTES, fundingLabel, isFundingRoute, NEEDS_DETAILS } from './price/funding-routes';
export { EMPTY_FUNDING_DETAILS, fundingDetailsFor, fundingProblems, referralRequest, usesMedicare, type FundingValues } from './funding/funding-details';
export { FundingFields } from './funding/FundingFields';
export { BookingPanel } from './price/BookingPanel';
export { SessionCalendarLinks } from './session/SessionCalendarLinks';
export { ReasonSelect } from './session/ReasonSelect';
