// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a .d.ts augmentation cannot be imported
/// <reference path="./theme/styled.d.ts" />
// The reference above brings the DefaultTheme = HarbourTheme augmentation to every consumer.

// Theme
export type { Colour } from './theme/colour';
export { mix, lighten, darken, normaliseColour } from './theme/colour';
export { rgb, rgba } from './theme/css';
export { tones, tone, TONE_STEPS, TONE_STEP_AMOUNT, type ToneStep, type Tones } from './theme/tones';
export { contrastRatio, readableOn, relativeLuminance } from './theme/contrast';
export {
  defaultColours,
  COLOUR_NAMES,
  BASE_FONT_SIZE_PX,
  LARGE_FONT_SIZE_PX,
  MODAL_FULL_SCREEN_BREAKPOINT_PX,
  CARD_COLLAPSE_BREAKPOINT_PX,
  CONTAINER_WIDTH_PX,
  type ColourName,
  type HarbourColours,
} from './theme/defaults';
export { createTheme, defaultTheme, type HarbourTheme, type ThemeOverrides } from './theme/createTheme';
export { resolveTheme, themed, useHarbourTheme } from './theme/resolveTheme';
export { belowWidth } from './theme/media';
export { HarbourThemeProvider, type HarbourThemeProviderProps } from './theme/HarbourThemeProvider';

// Page scaffolding
export { GlobalStyle } from './global/GlobalStyle';
export { Container } from './layout/Container';
export { VisuallyHidden } from './a11y/VisuallyHidden';

// Controls
export { Button, type ButtonProps, type ButtonVariant } from './button/Button';

// Forms
export { TextField, type TextFieldProps } from './forms/TextField';
export { SelectField, type SelectFieldProps } from './forms/SelectField';
export {
  PersonDetailsFields,
  personDetailsProblems,
  EMPTY_PERSON_DETAILS,
  type PersonDetails,
  type PersonDetailsFieldsProps,
} from './forms/PersonDetailsFields';
export { FormAlert } from './forms/FormAlert';
export { SignupForm, type SignupExtraFields, type SignupFormProps, type SignupPerson, type SignupRefusal } from './forms/SignupForm';
export { TermsConsentField, termsConsentProblem, TERMS_CONSENT_FIELD, TERMS_CONSENT_REQUIRED, type TermsConsentFieldProps } from './forms/TermsConsentField';
export { PhotoUploadForm, type PhotoUploadFormProps } from './forms/PhotoUploadForm';
export { Form, FormActions, RequiredNote } from './forms/formStyles';
export { useFormState } from './forms/useFormState';
export {
  PASSWORD_RULE,
  requiredProblem,
  emailProblem,
  passwordProblem,
  phoneProblem,
  postcodeProblem,
  codeProblem,
  collectProblems,
} from './forms/validation';
export { withoutBlanks } from './forms/withoutBlanks';
export { useResendCode } from './forms/useResendCode';
export { useRegistrationStep } from './forms/useRegistrationStep';
export { VerificationCodeField, type VerificationCodeFieldProps } from './forms/VerificationCodeField';
export { VerifyCodeActions, type VerifyCodeActionsProps } from './forms/VerifyCodeActions';
export { VerifyCodeStep, type VerifyCodeStepProps } from './forms/VerifyCodeStep';
export type { DescribeError, ErrorDescription, FieldErrors } from './forms/errors';
export { AccountReadyStep, type AccountReadyStepProps } from './forms/AccountReadyStep';

// Dialogs
export { Modal, type ModalProps } from './modal/Modal';
export { ModalActions, type ModalSize } from './modal/modalStyles';
export { useModalClose, type RequestClose } from './modal/ModalCloseContext';
export type { ModalCloseReason } from './modal/types';
export { MODAL_CLOSE_DELAY_MS, MODAL_Z_INDEX } from './modal/constants';
export { ConfirmDialog, CONFIRM_PROMPT, type ConfirmDialogProps } from './modal/ConfirmDialog';
export { LoginExpiredDialog, LOGIN_EXPIRED_MESSAGE, type LoginExpiredDialogProps } from './modal/LoginExpiredDialog';

// Toasts
export { createToastStore } from './toast/toastStore';
export { ToastViewport, type ToastViewportProps } from './toast/ToastViewport';
export {
  TOAST_AUTO_CLOSE_MS,
  BOOKING_ERROR_TOAST_MS,
  TOAST_STACK_GUARD_MS,
  DEFAULT_TOAST_POSITION,
  MESSAGE_TOAST_POSITION,
  TOAST_Z_INDEX,
} from './toast/constants';
export type {
  Toast,
  ToastListener,
  ToastKind,
  ToastOptions,
  ToastPosition,
  ToastStore,
  ToastStoreOptions,
  ToastType,
} from './toast/types';

// Status views
export { Spinner, type SpinnerProps } from './status/Spinner';
export { Loading, type LoadingProps } from './status/Loading';
export { usePartsTogether, type ReadProgress } from './status/parts-together';
export { AreaError, AREA_ERROR_HEADING, type AreaErrorProps } from './status/AreaError';
export { NotFound, NOT_FOUND_HEADING, type NotFoundProps } from './status/NotFound';
export {
  ErrorAlert,
  ERROR_ALERT_MESSAGE,
  ERROR_ALERT_HINT,
  describeError,
  type ErrorAlertProps,
} from './status/ErrorAlert';
export { ErrorPage, type ErrorPageProps } from './status/ErrorPage';
export { LoadError, type LoadErrorProps } from './status/LoadError';
export {
  TransitionOverlay,
  TRANSITION_OVERLAY_TEXT,
  TRANSITION_OVERLAY_Z_INDEX,
  type TransitionOverlayProps,
} from './status/TransitionOverlay';

// Error display
export { ErrorText, type ErrorTextProps } from './error/ErrorText';

// Icons
export { Icon, type IconProps } from './icon/Icon';
export { ICON_BASE_PATH } from './icon/iconLoader';

// Formatting
export { formatPhoneNumber } from './format/phone';
export { browserTimeZone, formatCalendarDate, formatDateInZone, formatInZone, formatTimeInZone } from './format/clock';
export { paragraphsOf } from './format/paragraphs';
export { calendarDateInZone, formatBriefInZone, formatInstant, zoneAbbreviation, type InstantShape } from './format/instant';
export { instantOfWallTime } from './format/wall-time';
export { formatCents } from './format/money';
export {
  formatRelativeTime,
  isWithin24Hours,
  ABSOLUTE_TIME_FORMAT,
  DEFAULT_RELATIVE_SWITCH,
  type DateInput,
} from './format/relativeTime';
export { cookies, COOKIE_DEFAULTS, type CookieAttributes } from './format/cookies';

// Calendars
export { AddToCalendar, type AddToCalendarProps } from './calendar/AddToCalendar';

// Camera, microphone and speaker (device test, waiting room, video call)
export { describeMediaError, browserSupport } from './media/media-errors';
export { useLocalMedia, type LocalMediaState } from './media/useLocalMedia';
export { useAudioLevel } from './media/useAudioLevel';
export { CameraPreview, MicrophoneMeter, DeviceSelect, playTestSound } from './media/MediaPieces';
