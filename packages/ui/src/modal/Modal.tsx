import {
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { focusableWithin } from '../a11y/focusable';
import { MODAL_CLOSE_DELAY_MS } from './constants';
import { ModalCloseContext, type RequestClose } from './ModalCloseContext';
import { isTopModal, pushModal } from './modalStack';
import { ModalNestingContext } from './ModalNestingContext';
import { Body, CloseButton, Dialog, Header, Overlay, Title, type ModalSize } from './modalStyles';
import type { ModalCloseReason } from './types';

export interface ModalProps {
  open: boolean;
  /** Called MODAL_CLOSE_DELAY_MS after a close is requested; the owner then sets `open` to false. */
  onClose: (reason: ModalCloseReason) => void;
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Keeps the dialog open when the backdrop is clicked (e.g. forms that would lose input). */
  disableBackdropClose?: boolean;
  /**
   * false: no Close button, and neither Escape nor the backdrop closes it; only the content's
   * own actions can (e.g. the Login expired dialog, which must be answered). Default true.
   */
  dismissible?: boolean;
  /** Element to focus on open; defaults to the dialog itself so its title is read first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: ModalSize;
  /** Content, or a function given `close(reason?)` for buttons that should close the modal. */
  children?: ReactNode | ((close: RequestClose) => ReactNode);
}

/** Harbour's standard modal (spec §2), rendered in a portal on document.body while `open`. */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  onClose,
  title,
  role = 'dialog',
  disableBackdropClose = false,
  dismissible = true,
  initialFocusRef,
  size = 'medium',
  children,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pressStartedOnBackdrop = useRef(false);
  const [closing, setClosing] = useState(false);
  const parentModal = useContext(ModalNestingContext);
  const [token] = useState(() => Symbol('modal'));
  // Read during the first render, before focus moves in (and stable under StrictMode's double effects).
  const [returnFocusTo] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  // Focus target as given on open; a new ref object on a later render must not re-run the open effect.
  const [initialFocus] = useState(() => initialFocusRef);

  const onCloseRef = useRef(onClose);
  // A ref, so changing it does not re-run the open effect (which moves focus).
  const dismissibleRef = useRef(dismissible);
  useEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
  });

  const requestClose = useCallback<RequestClose>((reason = 'closeButton') => {
    // The first request wins: Cancel then Ok within the delay must not confirm.
    if (closeTimer.current !== undefined) return;
    setClosing(true);
    closeTimer.current = setTimeout(() => {
      closeTimer.current = undefined;
      // If the owner keeps the modal open, it must be usable again.
      setClosing(false);
      onCloseRef.current(reason);
    }, MODAL_CLOSE_DELAY_MS);
  }, []);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Before paint, not after: once the dialog can be seen it must answer Escape and hold the focus
  // (on a slow phone a passive effect runs long after the paint, and an early Escape did nothing).
  useLayoutEffect(() => {
    const popModal = pushModal(token, parentModal);
    // A parent opening together with its nested modal must not steal the nested modal's focus.
    if (isTopModal(token)) (initialFocus?.current ?? dialogRef.current)?.focus();

    // On the document, not the dialog: Escape must work even if focus ended up on <body>.
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !isTopModal(token)) return;
      // Claimed even when not dismissible: nothing beneath the top modal should act on it.
      event.preventDefault();
      if (dismissibleRef.current) requestClose('escapeKey');
    };
    document.addEventListener('keydown', onDocumentKeyDown);

    // Stop the page behind from scrolling (notably on phones, where the modal is full-screen).
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      popModal();
      document.body.style.overflow = previousOverflow;
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [initialFocus, parentModal, requestClose, returnFocusTo, token]);

  // Keep Tab inside the dialog (aria-modal promises the rest of the page is out of reach).
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || event.defaultPrevented || !dialog) return;
    // Events from a nested modal bubble here through React's tree; leave them to that modal.
    if (!dialog.contains(event.target as Node)) return;
    const items = focusableWithin(dialog);
    if (items.length === 0) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
    // Keeps focus in the dialog instead of letting it fall to <body>.
    if (pressStartedOnBackdrop.current) event.preventDefault();
  };

  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    // Only a press that starts and ends on the backdrop closes: dragging a text selection
    // out of the dialog must not.
    const onBackdrop = event.target === event.currentTarget && pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (onBackdrop && dismissible && !disableBackdropClose) requestClose('backdrop');
  };

  const hasHeader = Boolean(title) || dismissible;
  return (
    <Overlay $closing={closing} onMouseDown={handleBackdropMouseDown} onClick={handleBackdropClick}>
      <Dialog
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        aria-describedby={ariaDescribedBy}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        $size={size}
      >
        {hasHeader && (
          <Header $hasTitle={Boolean(title)}>
            {title && <Title id={titleId}>{title}</Title>}
            {dismissible && (
              <CloseButton type="button" aria-label="Close" onClick={() => requestClose('closeButton')}>
                <span aria-hidden="true">×</span>
              </CloseButton>
            )}
          </Header>
        )}
        <Body $hasHeader={hasHeader}>
          <ModalNestingContext.Provider value={token}>
            <ModalCloseContext.Provider value={requestClose}>
              {typeof children === 'function' ? children(requestClose) : children}
            </ModalCloseContext.Provider>
          </ModalNestingContext.Provider>
        </Body>
      </Dialog>
    </Overlay>
  );
}
