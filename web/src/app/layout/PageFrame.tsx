import { Spin } from 'antd';
import { Suspense } from 'react';
import { UnderConstruction } from '../../pages/exception/UnderConstruction';
import type { RouteEntry } from '../router/menuModel';
import { renderPage } from '../router/pageRegistry';
import { PageErrorBoundary } from './PageErrorBoundary';

const fallback = (
  <div className="page-loading">
    <Spin />
  </div>
);

/** One page inside the shell: registered screen, iframe view, or the 功能建设中 placeholder. */
export function PageFrame({ entry }: { entry: RouteEntry }) {
  if (entry.kind === 'iframe') {
    return <iframe className="page-iframe" title={entry.title} src={entry.href} />;
  }
  const page = renderPage(entry.component, entry.path);
  return (
    <PageErrorBoundary>
      <Suspense fallback={fallback}>{page ?? <UnderConstruction entry={entry} />}</Suspense>
    </PageErrorBoundary>
  );
}
