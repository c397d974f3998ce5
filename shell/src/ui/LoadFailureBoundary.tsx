import { Component, type ReactNode } from 'react';

/** Shows `fallback` instead of its children once one of them throws (a file that could not be fetched). */
export class LoadFailureBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
