import { JsonText } from '../../http/serialised-answer';
import type { PsychologistSlots } from './booking-availability';
import type { SlotLabel } from './slot-label';

/**
 * The availability read's answer as JSON, written from each label's JSON made once: presentSlot
 * hands every psychologist the same label objects for the same half hour, so a label is serialised
 * on its first use and its text reused after that (JSON.stringify of a fortnight's labels was a
 * tenth of a computed read). The text is exactly JSON.stringify's (availability-json.test.ts).
 */
const labelJson = new WeakMap<SlotLabel, string>();

function slotJson(label: SlotLabel): string {
  let text = labelJson.get(label);
  if (text === undefined) {
    text = JSON.stringify(label);
    labelJson.set(label, text);
  }
  return text;
}

function psychologistJson({ slots, ...rest }: PsychologistSlots): string {
  const head = JSON.stringify(rest);
  // `{…,"slots":[…]}`: the fields as JSON.stringify writes them, then the slots in their place (last).
  return `${head.slice(0, -1)}${head.length > 2 ? ',' : ''}"slots":[${slots.map(slotJson).join(',')}]}`;
}

export function bookingAvailabilityJson(answer: { timeZone: string; psychologists: PsychologistSlots[] }): JsonText {
  return new JsonText(`{"timeZone":${JSON.stringify(answer.timeZone)},"psychologists":[${answer.psychologists.map(psychologistJson).join(',')}]}`);
}
