import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useNavigate } from '@harbour/router';
import { rgb } from '@harbour/ui';

const Body = styled.div`
  max-width: 44rem;
  line-height: 1.6;
  h2 {
    margin-top: 2rem;
  }
  a {
    color: ${({ theme }) => theme.tones.primary[700]};
  }
  li + li {
    margin-top: 0.35rem;
  }
  blockquote {
    margin: 1rem 0;
    padding-left: 1rem;
    border-left: 4px solid ${({ theme }) => rgb(theme.colours.lightishGrey)};
  }
`;

/**
 * HTML the content service rendered and sanitised (the API's render-markdown.ts allows no
 * scripts, handlers or script URLs). Links within the site move without reloading the portal.
 */
export function ContentHtml({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a');
      const href = link?.getAttribute('href');
      if (!href || !href.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      navigate(href);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate]);
  return <Body ref={ref} dangerouslySetInnerHTML={{ __html: html }} />;
}
