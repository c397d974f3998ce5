import type { AnchorHTMLAttributes } from 'react';
import { navigateToUrl } from 'single-spa';

/** A real link (works with a middle click, a screen reader and no JS) that routes in place. */
export function ShellLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigateToUrl(href);
      }}
      {...rest}
    />
  );
}
