import { createContext, useContext } from 'react';
import type { ModalCloseReason } from './types';

export type RequestClose = (reason?: ModalCloseReason) => void;

export const ModalCloseContext = createContext<RequestClose | null>(null);

/** Closes the enclosing Modal (with its 50 ms delay) from anywhere inside it, e.g. after a form saves. */
export function useModalClose(): RequestClose {
  const close = useContext(ModalCloseContext);
  if (!close) throw new Error('useModalClose must be used inside a <Modal>.');
  return close;
}
