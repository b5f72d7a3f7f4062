import { Component, type ReactNode } from 'react';
import { ErrorState } from '../components/ErrorState';
import { ChunkLoadError } from './chunkLoader';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a screen that failed to load or to render, and offers a way out. */
export class ScreenErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorState
        title={error instanceof ChunkLoadError ? error.message : 'This page ran into a problem.'}
        message="Check your connection and try again."
        retryLabel="Try again"
        onRetry={this.retry}
      />
    );
  }
}
