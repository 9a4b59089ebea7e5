import { Button } from 'antd';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '../i18n';
import { FullPageSpin } from './FullPageSpin';

interface State {
  failed: boolean;
}

/**
 * Around a lazily loaded route: a spinner (the full-page one unless told) while its chunk arrives, a reload button when it cannot
 * (network gone, chunk timed out). Plain markup on purpose: antd's Result would put its pictures in the login chunk.
 */
export class ChunkBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <div className="chunk-failed">
          <p>{messages.layout.pageLoadFailed}</p>
          <Button type="primary" onClick={() => window.location.reload()}>
            {messages.common.retry}
          </Button>
        </div>
      );
    }
    return <Suspense fallback={this.props.fallback ?? <FullPageSpin />}>{this.props.children}</Suspense>;
  }
}
