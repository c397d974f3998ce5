import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AreaError } from '@harbour/ui';

interface Props {
  areaName: string;
  /** Fetch the area afresh and mount it again (the shell's retry); the boundary resets itself after. */
  onRetry: () => Promise<void> | void;
  children: ReactNode;
}

interface State {
  error?: Error;
}

/** An area that throws while rendering shows the error view in its own slot; the rest keeps working. */
export class AreaErrorBoundary extends Component<Props, State> {
  state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.areaName}] render error`, error, info.componentStack);
  }

  private retry = async () => {
    await this.props.onRetry();
    this.setState({ error: undefined });
  };

  render() {
    if (this.state.error) return <AreaError onRetry={this.retry} />;
    return this.props.children;
  }
}
