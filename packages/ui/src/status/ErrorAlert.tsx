import styled from 'styled-components';
import { Button } from '../button/Button';
import { Actions, Panel } from './Panel';

/** Spec §8 texts, verbatim (including "an we"). */
export const ERROR_ALERT_MESSAGE = 'An error occurred an we were unable to complete the requested action.';
export const ERROR_ALERT_HINT = 'Please try reloading the page if you continue to experience issues.';

const Details = styled.pre`
  max-height: 240px;
  overflow: auto;
  margin: 0 0 16px;
  padding: 12px;
  text-align: left;
  font-size: 13px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** The stack when there is one, else "name: message" (spec §8, error detail mode show_error_details). */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack || `${error.name}: ${error.message}`;
  return String(error);
}

export interface ErrorAlertProps {
  onDismiss: () => void;
  /** Defaults to reloading the page. */
  onReload?: () => void;
  /** Shown only when `showDetails` is set (error detail mode show_error_details). */
  error?: unknown;
  showDetails?: boolean;
  className?: string;
}

/** What a wrapped region shows after it throws (spec §8). */
export function ErrorAlert({ onDismiss, onReload, error, showDetails = false, className }: ErrorAlertProps) {
  const reload = onReload ?? (() => window.location.reload());
  return (
    <Panel role="alert" className={className}>
      <p>{ERROR_ALERT_MESSAGE}</p>
      <p>{ERROR_ALERT_HINT}</p>
      {showDetails && error !== undefined && <Details>{describeError(error)}</Details>}
      <Actions>
        <Button onClick={reload}>Reload</Button>
        <Button variant="secondary" onClick={onDismiss}>
          Dismiss
        </Button>
      </Actions>
    </Panel>
  );
}
