import type { Rule } from 'antd/es/form';
import { http } from '../../app/api/http';
import type { Row } from '../list/listTypes';
import { isBlank } from './fieldRules';

/**
 * The name-exists rule of the reference: asks `checkIsNameExist` (id 0 for a new row) on blur and on save,
 * passing the screen's fixed parameters too (a partner's name is unique per type). `param` names the value
 * for other unique fields (`/function/checkIsNumberExist?number=`).
 */
export function nameExistsRule(url: string, message: string, editing: Row | null, extra: Row = {}, param = 'name'): Rule {
  return {
    validateTrigger: 'onBlur',
    validator: async (_rule, value: unknown) => {
      if (isBlank(value)) return;
      const params = { ...extra, id: Number(editing?.id ?? 0), [param]: String(value).trim() } as Record<string, string | number>;
      const answer = await http.get<{ status?: boolean }>(url, params);
      if (answer?.status) throw new Error(message);
    },
  };
}
