import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { themed } from '../theme/resolveTheme';
import { CircleIcon } from './CircleIcon';
import { loadIcon, peekIcon } from './iconLoader';

const IconRoot = styled.span<{ $size: string }>`
  display: inline-flex;
  flex: none;
  vertical-align: middle;
  /* Partner themes may scale icons (theme.iconScale). */
  width: calc(${({ $size }) => $size} * ${themed((t) => t.iconScale)});
  height: calc(${({ $size }) => $size} * ${themed((t) => t.iconScale)});

  & > svg {
    width: 100%;
    height: 100%;
  }
`;

/** undefined while loading, null when invalid, else the sanitised SVG markup. */
function useIconSvg(name: string): string | null | undefined {
  const [loaded, setLoaded] = useState<{ name: string; svg: string | null } | undefined>();
  useEffect(() => {
    let current = true;
    void loadIcon(name).then((svg) => {
      if (current) setLoaded({ name, svg });
    });
    return () => {
      current = false;
    };
  }, [name]);
  return loaded?.name === name ? loaded.svg : peekIcon(name);
}

export interface IconProps {
  /** File name in /icons without ".svg", e.g. "user". */
  name: string;
  /** Accessible name; without one the icon is decorative and hidden from assistive technology. */
  label?: string;
  /** Any CSS length; icons take the text colour (currentColor). */
  size?: string;
  className?: string;
}

/** An SVG icon from /icons, sanitised and inlined so it can take the text colour. */
export function Icon({ name, label, size = '1.5em', className }: IconProps) {
  const svg = useIconSvg(name);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return typeof svg === 'string' ? (
    // Safe: loadIcon has run the markup through DOMPurify's SVG profile.
    <IconRoot $size={size} className={className} data-icon={name} {...a11y} dangerouslySetInnerHTML={{ __html: svg }} />
  ) : (
    <IconRoot $size={size} className={className} data-icon={name} {...a11y}>
      {svg === null && <CircleIcon />}
    </IconRoot>
  );
}
