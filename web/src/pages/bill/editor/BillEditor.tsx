import { Alert, Modal, Spin } from 'antd';
import { errorMessage } from '../../../app/api/ApiError';
import { format, messages } from '../../../app/i18n';
import type { BillOptions } from '../useBillOptions';
import { BillEditorBody } from './BillEditorBody';
import type { EditorRequest } from './editorTypes';
import { useBillDraft } from './useBillDraft';

const TITLES = {
  add: messages.bill.editor.addTitle,
  edit: messages.bill.editor.editTitle,
  copy: messages.bill.editor.copyTitle,
  link: messages.bill.editor.addTitle,
};

interface Props {
  request: EditorRequest;
  options: BillOptions;
  onClose: () => void;
  onSaved: () => void;
}

/** The one bill editor's window: loads the draft (number, lines, linked order), then shows the form for it. */
export function BillEditor({ request, options, onClose, onSaved }: Props) {
  const defaultDepot = options.depots.find((d) => d.isDefault)?.value ?? (options.depots.length === 1 ? options.depots[0]?.value : undefined);
  const defaultAccount = options.accounts.find((d) => d.isDefault)?.value;
  const draft = useBillDraft(request, defaultDepot, defaultAccount, options.taxIncluded, options.ready);
  return (
    <Modal
      open
      width={1300}
      style={{ top: 20 }}
      footer={null}
      mask={{ closable: false }}
      destroyOnHidden
      className="bill-editor"
      title={format(TITLES[request.mode], { label: request.kind.label })}
      onCancel={onClose}
    >
      {draft.error && <Alert type="error" showIcon title={errorMessage(draft.error, messages.errors.requestFailed)} />}
      {draft.data ? (
        <BillEditorBody request={request} draft={draft.data} options={options} defaultDepot={defaultDepot} onClose={onClose} onSaved={onSaved} />
      ) : (
        !draft.error && <Spin style={{ display: 'block', padding: 48 }} />
      )}
    </Modal>
  );
}
