import { useSystemTitle } from '../hooks/usePlatform';

export function Logo({ collapsed, theme }: { collapsed: boolean; theme: 'dark' | 'light' }) {
  const title = useSystemTitle();
  return (
    <div className={`shell-logo shell-logo-${theme}`}>
      <img src="/logo.svg" alt="" width={28} height={28} />
      {!collapsed && <h1>{title}</h1>}
    </div>
  );
}
