import styled, { css, keyframes } from 'styled-components';
import { Link } from '@harbour/router';
import { rgb } from '@harbour/ui';
import type { DirectoryAvatar } from '@harbour/sdk/directory';
import { callToAction } from '../ui/callToAction';

// The badges' look is set once on their list, not per badge: a card has up to nine badges, and
// each styled element with theme-dependent rules costs a style computation on every render.
/** A row of pill-shaped badges: its items are plain `li`s. */
export const BadgeList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  list-style: none;
  margin: 0.5rem 0;
  padding: 0;
  > li {
    display: inline-block;
    padding: 0.15rem 0.6rem;
    border-radius: 999px;
    font-size: 0.85rem;
    background: ${({ theme }) => theme.tones.primary[100]};
    color: ${({ theme }) => rgb(theme.colours.dark)};
  }
`;

// Static rules (one class for every avatar); each picture's colours and size go in its style
// attribute, so a page of avatars does not make a class, and a style rule, per colour pair.
const Circle = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  font-weight: 700;
`;

/** The generated picture: initials on a contrasting colour, with its text alternative. */
export function Avatar({ avatar, size = '3.5rem' }: { avatar: DirectoryAvatar; size?: string }) {
  return (
    <Circle role="img" aria-label={avatar.alt} style={{ width: size, height: size, fontSize: `calc(${size} / 2.6)`, background: avatar.background, color: avatar.foreground }}>
      <span aria-hidden="true">{avatar.initials}</span>
    </Circle>
  );
}

export const PrimaryLink = styled(Link)`
  ${callToAction}
  padding: 0.6rem 1.1rem;
`;

export const SecondaryLink = styled(Link)`
  display: inline-block;
  padding: 0.6rem 1.1rem;
  border-radius: 999px;
  font-weight: 600;
  text-decoration: none;
  border: 2px solid currentColor;
  color: ${({ theme }) => theme.tones.primary[700]};
`;

export const Card = styled.article`
  display: grid;
  gap: 0.5rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.tones.primary[200]};
  border-radius: 12px;
  background: ${({ theme }) => rgb(theme.colours.white)};
  h2,
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
`;

export const CardGrid = styled.ul`
  display: grid;
  gap: 1rem;
  list-style: none;
  padding: 0;
  margin: 1rem 0;
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: 1100px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const shimmer = keyframes`
  from { opacity: 0.5; }
  to { opacity: 1; }
`;

const bar = css`
  display: block;
  border-radius: 6px;
  background: ${({ theme }) => theme.tones.primary[100]};
  animation: ${shimmer} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const SkeletonBar = styled.span<{ $width: string; $height?: string }>`
  ${bar}
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height ?? '0.9rem'};
`;

/** A grey stand-in for a result card while results load. */
export function SkeletonCard() {
  return (
    <Card aria-hidden="true" data-testid="skeleton-card">
      <SkeletonBar $width="3.5rem" $height="3.5rem" />
      <SkeletonBar $width="60%" $height="1.2rem" />
      <SkeletonBar $width="80%" />
      <SkeletonBar $width="40%" />
    </Card>
  );
}

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

export const Muted = styled.p`
  color: ${({ theme }) => rgb(theme.colours.body)};
  font-size: 0.95rem;
`;
