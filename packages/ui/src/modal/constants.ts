/** Spec §4/§9: a modal closes 50 ms after close is requested (room for the fade-out). */
export const MODAL_CLOSE_DELAY_MS = 50;

/** Above page content; toasts sit higher still so they stay visible over a dialog. */
export const MODAL_Z_INDEX = 1000;
