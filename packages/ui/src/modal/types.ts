/** Why a modal closed: one of the built-in ways, or any reason passed to `close(reason)`. */
export type ModalCloseReason = 'closeButton' | 'escapeKey' | 'backdrop' | (string & {});
