import { supplierContract, type PartnerType } from '@suanpan/contracts';
import { messages } from '../../app/i18n';
import { BTN } from '../../platform/hooks/permissions';
import { ImportButton } from '../../platform/resource/ImportButton';
import type { ResourceActionContext, ResourceScreen } from '../../platform/resource/resourceTypes';
import { FixAdvanceButton } from './FixAdvanceButton';

const t = messages.system.partner;

const COMMON_FORM = ['supplier', 'contacts', 'telephone', 'phoneNum', 'email'];
const COMPANY_FORM = ['fax', 'taxNum', 'taxRate', 'bankName', 'accountNumber', 'address', 'sort', 'description'];

/** What differs between 供应商, 客户 and 会员 — one table (`supplier`), one screen, three menu entries. */
const BY_TYPE: Record<PartnerType, Pick<ResourceScreen, 'columns' | 'form' | 'labels' | 'nameExists' | 'sumColumns'>> = {
  供应商: {
    columns: ['supplier', 'contacts', 'telephone', 'phoneNum', 'email', 'beginNeedPay', 'allNeedPay', 'taxRate', 'sort', 'enabled'],
    form: [...COMMON_FORM, 'beginNeedPay', ...COMPANY_FORM],
    sumColumns: ['beginNeedPay', 'allNeedPay'],
  },
  客户: {
    columns: ['supplier', 'contacts', 'telephone', 'phoneNum', 'email', 'beginNeedGet', 'allNeedGet', 'taxRate', 'sort', 'enabled'],
    form: [...COMMON_FORM, 'beginNeedGet', ...COMPANY_FORM],
    sumColumns: ['beginNeedGet', 'allNeedGet'],
  },
  会员: {
    columns: ['supplier', 'contacts', 'telephone', 'phoneNum', 'email', 'advanceIn', 'sort', 'enabled'],
    form: [...COMMON_FORM, 'beginAdvanceIn', 'sort', 'description'],
    labels: { supplier: t.memberName },
    nameExists: t.memberExists,
    sumColumns: ['advanceIn'],
  },
};

/** 导入 with the server's template and the job's progress; members also get 修正预付款. */
function toolbar(type: PartnerType, ctx: ResourceActionContext) {
  const canImport = ctx.can(BTN.exportImport) && ctx.can(BTN.edit);
  return (
    <>
      {canImport && (
        <ImportButton
          url="/supplier/importExcel"
          params={{ type }}
          progressUrl="/supplier/importProgress"
          template={{ url: '/supplier/importTemplate', params: { type }, fileName: `${type}导入模板.xlsx` }}
          onDone={ctx.reload}
        />
      )}
      {type === '会员' && ctx.can(BTN.edit) && <FixAdvanceButton ids={ctx.selectedIds} onDone={ctx.reload} />}
    </>
  );
}

/** The screen of one partner type: its columns and form, the type fixed on every call, import and export. */
export function partnerScreen(type: PartnerType): ResourceScreen {
  return {
    contract: supplierContract,
    ...BY_TYPE[type],
    search: ['supplier', 'contacts', 'telephone', 'phoneNum'],
    fixed: { type },
    urls: { checkName: '/supplier/checkIsNameAndTypeExist' },
    scrollX: 1300,
    toolbarExtra: (ctx) => toolbar(type, ctx),
  };
}
