import { Form } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../app/api/ApiError';
import { messages } from '../../../app/i18n';
import { useFeedback } from '../../../platform/hooks/useFeedback';
import { materialApi, toFormRows } from '../materialApi';
import type { SkuChoice, StockRow } from '../materialTypes';
import { useUnits } from '../useMaterialLookups';
import { unitsOfGroup } from '@suanpan/contracts';
import { choicesOf, formValuesOf, imageCount, saveBody } from './materialFormData';
import { useBarcodeRows } from './useBarcodeRows';
import { validateMaterial } from './validateMaterial';

type Row = Record<string, unknown>;
export type MaterialModalMode = { kind: 'add' } | { kind: 'edit' | 'copy'; row: Row };

const t = messages.material.modal;

/** Loading (add / edit / copy), reshaping the barcode rows as the unit mode changes, and saving. */
export function useMaterialModal(mode: MaterialModalMode, onSaved: () => void) {
  const { message } = useFeedback();
  const [form] = Form.useForm();
  const units = useUnits();
  const [suggested, setSuggested] = useState<string>();
  const barcodes = useBarcodeRows(suggested);
  const [stock, setStock] = useState<StockRow[]>([]);
  const [choices, setChoices] = useState<SkuChoice[]>([]);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const multiUnit = Form.useWatch('multiUnit', form) === true;
  const unitId = Form.useWatch('unitId', form) as number | undefined;
  const group = multiUnit ? units.data?.find((u) => u.id === unitId) : undefined;
  const unitRatios = group ? unitsOfGroup(group) : undefined;
  const editId = mode.kind === 'edit' ? Number(mode.row.id) : undefined;
  const { load } = barcodes;

  useEffect(() => {
    let live = true;
    void (async () => {
      // A new or copied product starts with the depots the user may use (仓库权限), blank: the same list an edit shows.
      const [max, depots, names] = await Promise.all([materialApi.maxBarCode(), materialApi.depotStock(0), materialApi.attributeNames()]);
      const blankStock = depots.map(({ depotId, depotName }) => ({ depotId, depotName }));
      if (!live) return;
      setSuggested(max.nextBarCode);
      if (mode.kind === 'add') {
        form.setFieldsValue({ enableSerialNumber: '0', enableBatchNumber: '0', multiUnit: false });
        load(
          toFormRows(
            [
              {
                id: 0,
                barCode: max.nextBarCode,
                commodityUnit: '',
                sku: null,
                purchaseDecimal: null,
                commodityDecimal: null,
                wholesaleDecimal: null,
                lowDecimal: null,
                defaultFlag: '1',
              },
            ],
            false,
          ),
        );
        setStock(blankStock);
      } else {
        const id = Number(mode.row.id);
        const source = mode.kind === 'copy' ? await materialApi.copyInfo(id) : mode.row;
        const rows =
          mode.kind === 'copy' ? toFormRows((source as { meList: Parameters<typeof toFormRows>[0] }).meList, false) : await materialApi.barcodeRows(id);
        const stored: StockRow[] = mode.kind === 'edit' ? await materialApi.depotStock(id) : blankStock;
        if (!live) return;
        form.setFieldsValue(formValuesOf(source));
        const attribute = mode.kind === 'copy' ? source : mode.row.attribute;
        setChoices(choicesOf(attribute, names));
        load(rows);
        setStock(stored);
      }
      setLoading(false);
    })().catch((error: unknown) => void message.warning(errorMessage(error, messages.errors.requestFailed)));
    return () => {
      live = false;
    };
  }, [mode, form, load, message]);

  const reshape = (nextChoices: SkuChoice[]): void => {
    const values = form.getFieldsValue(['multiUnit', 'unitId', 'unit']) as Row;
    const chosenGroup = values.multiUnit ? units.data?.find((u) => u.id === values.unitId) : undefined;
    if (nextChoices.length > 0) barcodes.skus(nextChoices, String(values.unit ?? ''));
    else if (chosenGroup) barcodes.unitGroup(unitsOfGroup(chosenGroup));
    else if (!values.multiUnit) barcodes.singleUnit(String(values.unit ?? ''));
  };

  const onValuesChange = (changed: Row): void => {
    if ('multiUnit' in changed || 'unitId' in changed || 'unit' in changed) reshape(choices);
  };

  const onChoices = (next: SkuChoice[]): void => {
    setChoices(next);
    reshape(next);
  };

  // The mnemonic follows the name after a pause in typing (500 ms, as the reference).
  const onNameChange = (name: string): void => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (name.trim())
        void materialApi
          .mnemonic(name)
          .then((m) => form.setFieldValue('mnemonic', m))
          .catch(() => undefined);
    }, 500);
  };

  const save = async (): Promise<'fields' | 'ok' | 'refused'> => {
    const values = (await form.validateFields().catch(() => undefined)) as Row | undefined;
    if (!values) return 'fields';
    const all = { ...form.getFieldsValue(true), ...values } as Row;
    const problem = validateMaterial(
      {
        unit: String(all.unit ?? ''),
        units: all.multiUnit ? unitRatios : undefined,
        serial: all.enableSerialNumber === '1',
        batch: all.enableBatchNumber === '1',
        sku: choices.length > 0,
        imageCount: imageCount(all.imgName),
      },
      barcodes.rows,
      stock,
    );
    if (problem) {
      void message.warning(problem);
      return 'refused';
    }
    setSaving(true);
    try {
      const probe = Object.fromEntries(
        ['name', 'model', 'color', 'standard', 'mfrs', 'otherField1', 'otherField2', 'otherField3', 'unit', 'unitId'].map((k) => [
          k,
          all[k] === null || all[k] === undefined ? undefined : String(all[k]),
        ]),
      );
      if (
        await materialApi.materialExists({
          ...probe,
          id: editId ?? 0,
          unit: all.multiUnit ? undefined : probe.unit,
          unitId: all.multiUnit ? probe.unitId : undefined,
        })
      ) {
        void message.warning(t.exists);
        return 'refused';
      }
      const body = saveBody({ values: all, rows: barcodes.rows, removedIds: barcodes.removedIds, stock, choices, id: editId });
      await (editId ? materialApi.update({ ...body, id: editId }) : materialApi.add(body));
      void message.success(t.saved);
      onSaved();
      return 'ok';
    } catch (error) {
      void message.warning(errorMessage(error, messages.errors.requestFailed));
      return 'refused';
    } finally {
      setSaving(false);
    }
  };

  return { form, barcodes, stock, setStock, choices, onChoices, onValuesChange, onNameChange, save, loading, saving, multiUnit, unitRatios, suggested };
}
