import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '../i18n';

interface State {
  failed: boolean;
}

/** A page that fails to load (chunk time-out, stylesheet error, render error) shows a retry, not a blank area. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Result
        status="500"
        title={messages.layout.pageLoadFailed}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {messages.common.retry}
          </Button>
        }
      />
    );
  }
}
