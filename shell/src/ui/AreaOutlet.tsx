import { useLayoutEffect, useRef } from 'react';

/** Moves a persistent, React-free container (where areas are mounted) into the current layout. */
export function AreaOutlet({ container }: { container: HTMLElement }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.appendChild(container);
  }, [container]);
  return <div ref={ref} />;
}
