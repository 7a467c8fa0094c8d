import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './errorPages';

interface State {
  error?: Error;
  errorInfo?: ErrorInfo;
}

/** Page errors stay inside the content area (react-admin's Error screen), the shell survives. */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, errorInfo: ErrorInfo): void {
    this.setState({ error, errorInfo });
  }

  override render() {
    const { error, errorInfo } = this.state;
    if (error)
      return (
        <ErrorPage
          error={error}
          errorInfo={errorInfo}
          resetErrorBoundary={() => this.setState({ error: undefined, errorInfo: undefined })}
        />
      );
    return this.props.children;
  }
}
