import type { ReactNode } from 'react';

/**
 * The white card a list or report page sits on — its query form, toolbar, table and paging — so every page of lists
 * and reports has one layout (the shell's grey shows only around it).
 */
export function ListCard({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `list-page ${className}` : 'list-page'}>{children}</div>;
}
