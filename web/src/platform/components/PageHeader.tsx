import { Breadcrumb, Input } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../../app/i18n';
import { HOME_PATH } from '../../app/router/menuModel';

interface Props {
  /** Menu titles from the top level down to this page. */
  trail: string[];
  title?: ReactNode;
  logo?: ReactNode;
  description?: ReactNode;
  links?: ReactNode;
  extra?: ReactNode;
  onSearch?: (value: string) => void;
  footer?: ReactNode;
}

/** Breadcrumb (首页, then the matched menu entries), optional title, logo, description, links, search and tabs. */
export function PageHeader({ trail, title, logo, description, links, extra, onSearch, footer }: Props) {
  const crumbs = trail[0] === messages.layout.home ? trail.slice(1) : trail;
  return (
    <div className="page-header">
      <Breadcrumb items={[{ key: 'home', title: <Link to={HOME_PATH}>{messages.layout.home}</Link> }, ...crumbs.map((c, i) => ({ key: `${i}`, title: c }))]} />
      {(title || logo || extra) && (
        <div className="page-header-main">
          {logo}
          {title && <h2 className="page-header-title">{title}</h2>}
          <div className="page-header-extra">{extra}</div>
        </div>
      )}
      {description && <div className="page-header-desc">{description}</div>}
      {links && <div className="page-header-links">{links}</div>}
      {onSearch && (
        <Input.Search
          className="page-header-search"
          placeholder={messages.common.inputPlaceholder}
          enterButton={messages.common.searchButton}
          onSearch={onSearch}
        />
      )}
      {footer}
    </div>
  );
}
