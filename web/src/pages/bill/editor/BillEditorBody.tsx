import { AppstoreAddOutlined, ImportOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { hasTax, type LinkRule } from '@suanpan/contracts';
import { Alert, Button, Form, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type KeyboardEvent } from 'react';
import { errorMessage } from '../../../app/api/ApiError';
import { format, messages } from '../../../app/i18n';
import { BTN } from '../../../platform/hooks/permissions';
import { AttachmentUpload } from '../../../platform/files/AttachmentUpload';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import { usePermissions } from '../../../platform/hooks/usePermissions';
import type { Row } from '../../../platform/list/listTypes';
import { billApi } from '../billApi';
import { approvalApi } from '../../../platform/document/approvalApi';
import { entryApi, ITEM_IMPORT_KINDS } from '../entry/entryApi';
import { ImportItemModal } from '../entry/ImportItemModal';
import { LineGrid } from '../lines/LineGrid';
import { dec, headMoney, text } from '../lines/lineMath';
import type { BillLine } from '../lines/lineTypes';
import { ScanBar } from '../lines/ScanBar';
import { useLineGrid } from '../lines/useLineGrid';
import { useLineStock } from '../lines/useLineStock';
import type { BillOptions } from '../useBillOptions';
import { BillHeaderFields } from './BillHeaderFields';
import { datesIn, datesOut, withoutDates, type DateKey } from './headDates';
import { BillMoneyFields } from './BillMoneyFields';
import { buildPayload, CASH, filledLines, headFigures, PREPAID, type HeadValues } from './billPayload';
import type { EditorRequest } from './editorTypes';
import { LinkBillModal } from './LinkBillModal';
import { linkedFill } from './linkDraft';
import { ManyAccountModal } from './ManyAccountModal';
import { ProductionLineTools } from '../production/ProductionLineTools';
import { useProductionCost } from '../production/useProductionCost';
import { BillMaterialModal } from '../picker/BillMaterialModal';
import { pricePicked } from '../picker/pricePicked';
import type { PickedLine } from '../picker/usePickedLines';
import { TIME, type Draft } from './useBillDraft';
import { validateBill } from './validateBill';

type FormValues = Omit<HeadValues, 'operTime' | DateKey> & { operTime?: Dayjs } & Partial<Record<DateKey, Dayjs | null>>;
const a = messages.bill.action;
const en = messages.bill.entry;

interface Props {
  request: EditorRequest;
  draft: Draft;
  options: BillOptions;
  defaultDepot: number | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** Header, line grid and money of one bill (screens §3.3–3.4); Ctrl+S saves, 保存并审核 saves audited (提交流程 under 多级审核). */
export function BillEditorBody({ request, draft, options, defaultDepot, onClose, onSaved }: Props) {
  const { kind } = request;
  const { message } = useFeedback();
  const { has } = usePermissions(kind.page);
  const [form] = Form.useForm<FormValues>();
  const values = Form.useWatch([], form) as FormValues | undefined;
  const [multi, setMulti] = useState<HeadValues['multi']>(draft.head.multi);
  const [dialog, setDialog] = useState<'many' | 'import' | { link: LinkRule } | { pick?: string; text: string } | undefined>();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();

  const headOf = (v: FormValues | undefined): HeadValues => ({
    ...withoutDates(v ?? {}),
    number: v?.number ?? '',
    operTime: v?.operTime ? v.operTime.format(TIME) : '',
    ...datesOut(v ?? {}),
    multi,
  });
  const currentHead = () => headOf(form.getFieldsValue(true) as FormValues);
  // The payment proposal follows lines and money (§8.2); orders keep their deposit, 零收付款 proposes nothing.
  const proposal = (lines: BillLine[], head: HeadValues) => (options.zeroChangeAmount ? '0' : headFigures(kind, lines, head).owed);
  const propose = (lines: BillLine[]) => {
    if (kind.money === 'trade' && !multi) form.setFieldValue('changeAmount', proposal(lines, currentHead()));
  };
  const grid = useLineGrid({
    kind,
    taxIncluded: options.taxIncluded,
    initial: draft.lines,
    onChange: propose,
    organId: () => form.getFieldValue('organId') as number | undefined,
    defaultDepot: () => defaultDepot,
  });
  useProductionCost(kind, grid);
  const lineStock = useLineStock({
    kind,
    lines: grid.lines,
    headerId: request.mode === 'edit' ? Number(request.bill.id) : undefined,
    moves: !(options.inOutManage && kind.inOutManaged),
    minusStock: options.minusStock,
  });
  const [initialValues] = useState<FormValues>(() => ({
    ...withoutDates(draft.head),
    operTime: dayjs(draft.head.operTime),
    ...datesIn(draft.head),
    accountId: draft.head.multi ? 0 : draft.head.accountId,
    changeAmount: request.mode === 'link' && kind.money === 'trade' ? proposal(draft.lines, draft.head) : draft.head.changeAmount,
  }));

  const head = headOf(values ?? initialValues);
  // A retail sale may be paid from the chosen member's advance (预付款).
  const prepaidKind = kind.money === 'retail' && kind.stock === 'out';
  const advanceQuery = (memberId: number) => ({ queryKey: ['bill', 'advance', memberId], queryFn: () => entryApi.memberAdvance(memberId), staleTime: 5_000 });
  const advance = useQuery({ ...advanceQuery(head.organId ?? 0), enabled: prepaidKind && Boolean(head.organId) });

  const partnerChanged = async (organId: number | undefined) => {
    if (prepaidKind) {
      // As the reference: a member with an advance pays from it by default.
      const balance = organId ? await queryClient.fetchQuery(advanceQuery(organId)) : '0';
      form.setFieldValue('payType', dec(balance).greaterThan(0) ? PREPAID : CASH);
    }
    if (hasTax(kind)) {
      const changed = await grid.reprice();
      if (changed) void message.info(format(en.repriced, { n: changed }));
    }
  };
  const figures = headFigures(kind, grid.lines, head);
  const locked = grid.lines.some((l) => l.linkId !== undefined);

  // `then` runs after the save (提交流程 of the saved bill); its refusal shows like a save's.
  const save = async (status: '0' | '1', then?: () => Promise<unknown>) => {
    setServerError(undefined);
    if (!(await form.validateFields().catch(() => undefined))) return;
    const problem = validateBill(kind, grid.lines);
    if (problem) return void message.warning(problem);
    setSaving(true);
    try {
      const shown = currentHead().number;
      const saved = await billApi.save(buildPayload(kind, currentHead(), grid.lines, status), request.mode === 'edit');
      if (then) await then();
      const savedAs = saved.number && saved.number !== shown ? format(messages.bill.msg.savedAs, { number: saved.number }) : messages.bill.msg.saved;
      void message.success(then ? messages.workflow.submitted : savedAs);
      onSaved();
    } catch (e) {
      // The server's figures and refusals (库存不足, 金额…) are authoritative: show them where the user looks.
      const text = errorMessage(e, messages.errors.requestFailed);
      setServerError(text);
      void message.warning(text);
    } finally {
      setSaving(false);
    }
  };

  // 多级审核: the kind is not audited here but sent for approval, once saved (screens §3 editor footer).
  const underApproval = options.approvalPrefixes.includes(kind.prefix);
  const submitFlow = () => {
    if (request.mode !== 'edit') return void message.warning(messages.workflow.saveFirst);
    const id = String(request.bill.id);
    void save('0', () => approvalApi.submit('depotHead', id));
  };

  // The same fill as the list's 转… buttons (linkedFill); what the upstream does not say keeps what the user chose,
  // and only one link field is kept (the server refuses 关联请购单 with 关联订单, 8500029).
  const fillFromLink = (rule: LinkRule) => (bill: Row, rows: Row[]) => {
    setDialog(undefined);
    const keepAccount = multi ? undefined : (form.getFieldValue('accountId') as number | undefined);
    const { head: from, lines } = linkedFill(kind, bill, rows, { account: keepAccount, depot: defaultDepot, taxIncluded: options.taxIncluded });
    if (lines.length === 0) return void message.warning(messages.bill.msg.linkedDone);
    const taken = Object.fromEntries(Object.entries(from).filter(([k, v]) => v !== undefined && !(multi && k === 'accountId')));
    form.setFieldsValue({ linkNumber: undefined, linkApply: undefined, ...taken, [rule.field]: String(bill.number) });
    grid.load(lines);
    propose(lines);
  };

  // 选择商品: the chosen rows priced for this kind and partner; from a line's cell the first takes that line's place.
  const browsing = typeof dialog === 'object' && 'text' in dialog ? dialog : undefined;
  const pickerDepot = () => grid.depotNear(browsing?.pick);
  const addPicked = async (picked: PickedLine[]) => {
    try {
      const priced = await pricePicked(picked, { prefixNo: kind.prefix, organId: head.organId, depotId: pickerDepot() });
      grid.place(browsing?.pick, priced);
      setDialog(undefined);
    } catch (e) {
      void message.warning(errorMessage(e, messages.errors.requestFailed));
    }
  };

  const onDiscountMoney = (amount: string) => {
    // Editing the discount amount back-computes the rate (§8.2), in decimal.
    const h = currentHead();
    form.setFieldValue(
      'discount',
      headMoney(filledLines(grid.lines), { discount: '0', discountMoney: amount, otherMoney: h.otherMoney ?? '0', deposit: h.deposit ?? '0' }).discount,
    );
    propose(grid.lines);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
      e.preventDefault();
      void save('0');
    }
  };

  return (
    <div onKeyDown={onKeyDown} data-prefix={kind.prefix}>
      {/* Named so its field ids (billEditor_linkNumber…) differ from the list's query form behind it. */}
      <Form
        form={form}
        name="billEditor"
        layout="vertical"
        size="small"
        initialValues={initialValues}
        onValuesChange={(changed: Partial<FormValues>) => {
          if ('accountId' in changed && changed.accountId !== 0) setMulti(undefined);
          if ('organId' in changed) void partnerChanged(changed.organId);
          if ('discount' in changed || 'otherMoney' in changed || 'deposit' in changed) propose(grid.lines);
        }}
      >
        <BillHeaderFields
          kind={kind}
          readOnly={false}
          salesmen={options.salesmen}
          purchaseBySale={options.purchaseBySale}
          onPickLink={(rule) => setDialog({ link: rule })}
        />
        <div className="bill-line-bar">
          <ScanBar onScan={grid.scan} />
        </div>
        <LineGrid
          kind={kind}
          grid={grid}
          depots={options.depots}
          organId={head.organId}
          locked={locked}
          onBrowse={(key, text) => setDialog({ pick: key, text })}
          stock={lineStock}
          picker={
            <Button size="small" icon={<AppstoreAddOutlined />} disabled={locked} onClick={() => setDialog({ text: '' })}>
              {messages.bill.line.pick}
            </Button>
          }
          tools={
            <>
              {ITEM_IMPORT_KINDS.includes(kind.prefix) && (
                <Button size="small" icon={<ImportOutlined />} disabled={locked} onClick={() => setDialog('import')}>
                  {en.importItems}
                </Button>
              )}
              <ProductionLineTools kind={kind} grid={grid} depots={options.depots} defaultDepot={defaultDepot} disabled={locked} />
            </>
          }
        />
        <BillMoneyFields
          kind={kind}
          figures={figures}
          accounts={options.accounts}
          multiAccount={options.multiAccount}
          readOnly={false}
          hasDeposit={kind.money === 'trade' && Boolean(head.linkNumber)}
          onDiscountMoney={onDiscountMoney}
          onMulti={() => setDialog('many')}
          advance={prepaidKind && head.organId ? advance.data : undefined}
        />
        <Form.Item label={messages.upload.attachments} name="fileName">
          <AttachmentUpload biz="bill" />
        </Form.Item>
      </Form>
      {serverError && <Alert className="bill-server-error" type="error" showIcon title={serverError} />}
      <Space className="bill-editor-footer" style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
        <Button onClick={onClose}>{a.cancel}</Button>
        {!underApproval && has(BTN.audit) && (
          <Button loading={saving} onClick={() => void save('1')}>
            {a.saveAudit}
          </Button>
        )}
        {underApproval && (
          <Button loading={saving} onClick={submitFlow}>
            {messages.workflow.submit}
          </Button>
        )}
        <Button type="primary" loading={saving} onClick={() => void save('0')}>
          {a.save}
        </Button>
      </Space>
      {dialog === 'import' && (
        <ImportItemModal
          kind={kind}
          organId={head.organId}
          onClose={() => setDialog(undefined)}
          onImported={(lines) => {
            grid.replace(lines);
            setDialog(undefined);
          }}
        />
      )}
      {browsing && (
        <BillMaterialModal
          depotId={pickerDepot()}
          depots={options.depots}
          initialKeyword={browsing.text}
          onClose={() => setDialog(undefined)}
          onPick={addPicked}
        />
      )}
      {typeof dialog === 'object' && 'link' in dialog && (
        <LinkBillModal kind={kind} rule={dialog.link} organId={head.organId} onPick={fillFromLink(dialog.link)} onClose={() => setDialog(undefined)} />
      )}
      {dialog === 'many' && (
        <ManyAccountModal
          accounts={options.accounts}
          initial={multi}
          onCancel={() => setDialog(undefined)}
          onOk={(shares) => {
            setMulti(shares);
            form.setFieldsValue({ accountId: 0, changeAmount: text(shares.reduce((sum, x) => sum.plus(dec(x.amount)), dec(0))) });
            setDialog(undefined);
          }}
        />
      )}
    </div>
  );
}
