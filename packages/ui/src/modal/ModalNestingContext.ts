import { createContext } from 'react';

/** The enclosing modal's stack token, so a nested modal is known to sit above it. */
export const ModalNestingContext = createContext<symbol | null>(null);
