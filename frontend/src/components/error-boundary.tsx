import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Shown in place of the children once one of them has thrown. */
  fallback: ReactNode;
  /** Names the failed part in the console, for whoever opens the developer tools. */
  label: string;
}

interface State {
  failed: boolean;
}

/** Keeps an error in a part of the page to that part: its fallback, never a blank screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(this.props.label, error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
