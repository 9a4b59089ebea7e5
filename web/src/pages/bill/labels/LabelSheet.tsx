import { messages } from '../../../app/i18n';
import { BarcodeImage } from './BarcodeImage';
import { pagesOf, TEMPLATES, type LabelItem, type LabelTemplate, type SheetLayout } from './labelLayouts';

const l = messages.bill.labels;
const mm = (v: number) => `${v}mm`;

export interface CertificateFacts {
  executiveStandard: string;
  inspector: string;
  date: string;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="label-field">
      <span className="label-field-name">{label}：</span>
      {value}
    </div>
  );
}

function LabelBody({ template, item, company, cert }: { template: LabelTemplate; item: LabelItem; company: string; cert: CertificateFacts }) {
  const code = <BarcodeImage code={TEMPLATES[template].code} text={item.barCode} />;
  const qty = item.quantity ? `${item.quantity}${item.unit}` : '';
  switch (template) {
    case 'MaterialLabelsm':
      return (
        <>
          <div className="label-title">{item.name}</div>
          <div className="label-field">{[item.standard, item.color, item.unit].filter(Boolean).join(' ')}</div>
          {code}
        </>
      );
    case 'WeaveTapeLabel':
      return (
        <div className="label-split">
          <div>
            <div className="label-title">{item.brand || company}</div>
            <Field label={l.fields.name} value={item.name} />
            <Field label={l.fields.standard} value={item.standard} />
            <Field label={l.fields.color} value={item.color} />
            <Field label={l.fields.batch} value={item.batchNumber} />
            <Field label={l.fields.quantity} value={qty} />
            <Field label={l.fields.barCode} value={item.barCode} />
          </div>
          {code}
        </div>
      );
    case 'Certificate':
      return (
        <>
          <div className="label-title label-cert-title">{l.certificateTitle}</div>
          <div className="label-split">
            <div>
              <Field label={l.fields.name} value={item.name} />
              <Field label={l.fields.standard} value={item.standard} />
              <Field label={l.fields.color} value={item.color} />
              <Field label={l.fields.batch} value={item.batchNumber} />
              <Field label={l.fields.quantity} value={qty} />
              <Field label={l.fields.executiveStandard} value={cert.executiveStandard} />
              <Field label={l.fields.inspector} value={cert.inspector} />
              <Field label={l.fields.date} value={cert.date} />
            </div>
            {code}
          </div>
          <div className="label-cert-foot">
            <span className="label-cert-pass">{l.passed}</span>
            {company}
          </div>
        </>
      );
    default:
      return (
        <>
          <div className="label-title">{company}</div>
          <Field label={l.fields.name} value={item.name} />
          <div className="label-row">
            <Field label={l.fields.standard} value={item.standard} />
            <Field label={l.fields.model} value={item.model} />
          </div>
          <div className="label-row">
            <Field label={l.fields.color} value={item.color} />
            <Field label={l.fields.batch} value={item.batchNumber} />
          </div>
          <div className="label-row">
            <Field label={l.fields.quantity} value={qty} />
            <Field label={l.fields.partner} value={item.partner} />
          </div>
          {code}
        </>
      );
  }
}

/**
 * Pages of labels laid out in millimetres for the chosen sheet, so the browser prints them onto pre-cut label stock
 * (print at 100 %, no page margins: the sheet's own margins are in the layout).
 */
export function LabelSheet({
  template,
  layout,
  items,
  company,
  cert,
}: {
  template: LabelTemplate;
  layout: SheetLayout;
  items: readonly LabelItem[];
  company: string;
  cert: CertificateFacts;
}) {
  return (
    <div className={`label-print-area label-${template}`} data-layout={layout.key}>
      <style>{`@media print { @page { size: ${mm(layout.page.width)} ${mm(layout.page.height)}; margin: 0; } }`}</style>
      {pagesOf(items, layout).map((page, p) => (
        <div
          key={p}
          className="label-page"
          style={{
            width: mm(layout.page.width),
            height: mm(layout.page.height),
            paddingTop: mm(layout.top),
            paddingLeft: mm(layout.left),
            gridTemplateColumns: `repeat(${layout.columns}, ${mm(layout.cell.width)})`,
            gridAutoRows: mm(layout.cell.height),
            columnGap: mm(layout.gapX),
          }}
        >
          {page.map((item) => (
            <div key={item.key} className="label-cell" data-testid="label-cell">
              <LabelBody template={template} item={item} company={company} cert={cert} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
