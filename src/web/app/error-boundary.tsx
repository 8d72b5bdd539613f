import { Component, type ReactNode } from 'react';
import { NotFoundPage } from './not-found-page.tsx';

interface Props {
  path: string;
  children: ReactNode;
}

/** Any fatal render error shows the Not Found page (spec §2); a navigation clears it. */
export class PageErrorBoundary extends Component<Props, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): Partial<{ failedAt: string | null }> {
    return { failedAt: window.location.pathname };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Global error', error);
  }

  override render(): ReactNode {
    if (this.state.failedAt !== null && this.state.failedAt === this.props.path) {
      return <NotFoundPage path={this.props.path} />;
    }
    return this.props.children;
  }
}
