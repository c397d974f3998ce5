import { Button } from '../button/Button';
import { Actions, Panel } from './Panel';

export interface ErrorPageProps {
  /** HTTP-like code shown before the message (spec §8: "404 - Page not found", "500 - …"). */
  code?: number;
  message: string;
  /** Defaults to reloading the page. */
  onRetry?: () => void;
  homeHref?: string;
  className?: string;
}

/** The error layout's page (spec §2, §8): "code - message", with Try again and Go to home page. */
export function ErrorPage({ code, message, onRetry, homeHref = '/', className }: ErrorPageProps) {
  const retry = onRetry ?? (() => window.location.reload());
  return (
    <Panel className={className}>
      <h1>{code === undefined ? message : `${code} - ${message}`}</h1>
      <Actions>
        <Button onClick={retry}>Try again</Button>
        <a href={homeHref}>Go to home page</a>
      </Actions>
    </Panel>
  );
}
