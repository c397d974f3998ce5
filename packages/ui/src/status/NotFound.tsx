import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Actions, Panel } from './Panel';

export const NOT_FOUND_HEADING = 'Page Not Found';

const Path = styled.code`
  overflow-wrap: anywhere;
`;

export interface NotFoundProps {
  /** The path that did not match, shown to the user (spec §2, §8). */
  path: string;
  /** Optional actions, e.g. a router link home; defaults to a plain link to "/". */
  children?: ReactNode;
  className?: string;
}

/** The 404 view: "Page Not Found" with the requested path. */
export function NotFound({ path, children, className }: NotFoundProps) {
  return (
    <Panel className={className}>
      <h1>{NOT_FOUND_HEADING}</h1>
      <p>
        There is no page at <Path>{path}</Path>.
      </p>
      <Actions>{children ?? <a href="/">Go to the home page</a>}</Actions>
    </Panel>
  );
}
