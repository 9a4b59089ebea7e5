import type { ResourceContract } from '@suanpan/contracts';
import type { Rule } from 'antd/es/form';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { ListUrls, Row } from '../list/listTypes';
import type { ListPage } from '../list/useListPage';

/** A form field of the add/edit modal: a contract field key, optionally with its own widget, rules or label. */
export interface FormFieldSpec {
  key: string;
  label?: string;
  /** Replaces the widget derived from the field kind (e.g. a remote select for an `id` field). */
  widget?: ReactNode;
  /** Added to the rules derived from the contract (the reference's client-side messages). */
  rules?: Rule[];
  /** Forces the required mark (fields required by the screen but optional in the contract). */
  required?: boolean;
  /** Shown only when adding (e.g. the initial password). */
  addOnly?: boolean;
  disabled?: boolean;
  span?: 12 | 24;
  /** Other fields whose change revalidates this one (cross-field rules). */
  dependencies?: string[];
  extra?: ReactNode;
  /** A uniqueness check like the name check: `url` answers `{status}` for `?id&<key>=` (true = taken). */
  existsCheck?: { url: string; message: string };
}

export type ColumnSpec = string | (ColumnType<Row> & { key: string });

/** Context handed to a screen's own row actions and toolbar buttons. */
export interface ResourceActionContext {
  can: (code: string) => boolean;
  edit: (row: Row) => void;
  reload: () => Promise<void>;
  /** Keys of the rows ticked in the list (batch actions of a screen's own). */
  selectedIds: ReadonlyArray<string | number>;
}

/**
 * Everything a screen says about itself; the rest follows from the contract. Keys name contract fields:
 * labels, required marks, validation messages, search keys and sorters all come from there.
 */
export interface ResourceScreen {
  // Any contract: its own field map is narrower than FieldMap, and `nameField` (a key of it) makes it invariant.
  contract: ResourceContract<any>;
  /** List columns in order: a field key, or a column of its own (computed texts, tags). */
  columns: ColumnSpec[];
  /** Query-bar fields (field keys); default: every searchable field of the contract. */
  search?: string[];
  /** Form fields in order; default: every writable field except the status field. */
  form?: Array<string | FormFieldSpec>;
  /** Values a new row starts with (beyond the contract's defaults). */
  defaults?: Row;
  /** Parameters every call carries: merged into `search` and into the body of `add` (e.g. a partner type). */
  fixed?: Row;
  /** Label overrides by field key (one table shown under several names, e.g. 会员卡号). */
  labels?: Record<string, string>;
  /** Display texts of coded values by field key (tenant type '0' → 试用租户): columns, selects and filters. */
  valueLabels?: Record<string, Record<string, string>>;
  /** Query-bar items beyond the contract's fields (date ranges, extra search keys); `list` holds the query. */
  queryExtra?: (list: ListPage) => ReactNode;
  actionWidth?: number;
  /** Replaces the standard addresses (e.g. `/user/addUser`); missing ones follow `/{name}/…`. */
  urls?: Partial<ListUrls & { add: string; update: string; checkName: string }>;
  /** The name-exists message (default 名称已经存在); `false` skips the check. */
  nameExists?: string | false;
  /** Shapes the body before it is sent; `values` are the raw form values (fields the contract does not write). */
  toBody?: (body: Row, editing: Row | null, values: Row) => Row;
  /** Shapes a row into form values when editing. */
  toForm?: (row: Row) => Row;
  rowActions?: (row: Row, ctx: ResourceActionContext) => ReactNode[];
  toolbarExtra?: (ctx: ResourceActionContext) => ReactNode;
  /** Hides the standard toolbar buttons a screen does not offer. */
  hide?: Array<'add' | 'delete' | 'status' | 'export' | 'edit'>;
  sumColumns?: string[];
  defaultPageSize?: number;
  /** Page sizes offered; sizes of 11, 21 … add the 合计 row. */
  pageSizeOptions?: number[];
  modalWidth?: number;
  scrollX?: number;
}
