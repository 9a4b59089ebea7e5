import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { PartnerSelect } from '../bill/PartnerSelect';
import { billApi } from '../bill/billApi';
import { CategoryTreeSelect } from '../material/CategoryTreeSelect';
import { OrganizationTreeSelect } from '../system/OrganizationTreeSelect';
import type { ReportFilter } from './reportTypes';
import { DAY, DayRangePicker } from '../../platform/components/DayRangePicker';

type Values = Record<string, string | undefined>;

/** The first values of a report's query: its period (the last `months` months up to today). */
export function initialValues(filters: readonly ReportFilter[]): Values {
  const values: Values = {};
  for (const f of filters) {
    if (f.kind === 'period' && f.months > 0)
      Object.assign(values, { beginTime: dayjs().subtract(f.months, 'month').format(DAY), endTime: dayjs().format(DAY) });
    if (f.kind === 'select' && f.initial !== undefined) values[f.name] = f.initial;
  }
  return values;
}

/** One query field, bound to the report's values. */
export function ReportFilterField({ filter, values, set }: { filter: ReportFilter; values: Values; set: (patch: Values) => void }) {
  const depots = useQuery({ queryKey: ['bill', 'depots'], queryFn: billApi.depots, staleTime: 60_000, enabled: filter.kind === 'depots' });
  const users = useQuery({ queryKey: ['bill', 'users'], queryFn: billApi.users, staleTime: 60_000, enabled: filter.kind === 'user' });
  switch (filter.kind) {
    case 'text':
      return (
        <Form.Item label={filter.label}>
          <Input allowClear value={values[filter.name] ?? ''} onChange={(e) => set({ [filter.name]: e.target.value })} style={{ width: 160 }} />
        </Form.Item>
      );
    case 'depots':
      return (
        <Form.Item label={filter.label}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            mode={filter.multiple ? 'multiple' : undefined}
            style={{ minWidth: 160 }}
            options={depots.data ?? []}
            value={
              filter.multiple
                ? values[filter.name]
                  ? values[filter.name]!.split(',').map(Number)
                  : []
                : values[filter.name]
                  ? Number(values[filter.name])
                  : undefined
            }
            onChange={(v: number | number[] | undefined) =>
              set({ [filter.name]: Array.isArray(v) ? v.join(',') || undefined : v === undefined ? undefined : String(v) })
            }
            aria-label={filter.label}
          />
        </Form.Item>
      );
    case 'category':
      return (
        <Form.Item label="商品类别">
          <CategoryTreeSelect
            style={{ width: 180 }}
            value={values.categoryId ? Number(values.categoryId) : undefined}
            onChange={(v) => set({ categoryId: v === undefined ? undefined : String(v) })}
          />
        </Form.Item>
      );
    case 'period':
      return (
        <Form.Item label={filter.label} required={filter.required}>
          <DayRangePicker value={{ beginTime: values.beginTime, endTime: values.endTime }} required={filter.required ?? false} onChange={set} />
        </Form.Item>
      );
    case 'partner':
      return (
        <Form.Item label={filter.label}>
          <PartnerSelect
            type={filter.partnerType}
            value={values[filter.name] ? Number(values[filter.name]) : undefined}
            onChange={(v) => set({ [filter.name]: v === undefined ? undefined : String(v) })}
          />
        </Form.Item>
      );
    case 'user':
      return (
        <Form.Item label={filter.label}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 140 }}
            options={users.data ?? []}
            value={values[filter.name] ? Number(values[filter.name]) : undefined}
            onChange={(v: number | undefined) => set({ [filter.name]: v === undefined ? undefined : String(v) })}
            aria-label={filter.label}
          />
        </Form.Item>
      );
    case 'organization':
      return (
        <Form.Item label="部门">
          <OrganizationTreeSelect
            byUser
            style={{ width: 160 }}
            value={values.organizationId ? Number(values.organizationId) : undefined}
            onChange={(v) => set({ organizationId: v === undefined ? undefined : String(v) })}
          />
        </Form.Item>
      );
    case 'select':
      return (
        <Form.Item label={filter.label}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={filter.options}
            value={values[filter.name]}
            onChange={(v: string | undefined) => set({ [filter.name]: v })}
            aria-label={filter.label}
          />
        </Form.Item>
      );
  }
}
