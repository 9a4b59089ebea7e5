import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { displayNameOf, extensionsOf, MAX_BILL_FILES, splitFileList, type FileBiz } from '@suanpan/contracts';
import { Button, Modal, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../app/api/ApiError';
import { format, messages } from '../../app/i18n';
import { useFeedback } from '../hooks/useFeedback';
import { fileApi } from './fileApi';
import { useFileObjectUrls } from './useFileObjectUrls';
import { useFileSizeLimit } from './useFileSizeLimit';

const t = messages.upload;
const MB = 1024 * 1024;

interface Props {
  /** The stored paths as the record keeps them: a comma list (`fileName`, `imgName`). */
  value?: string | null | undefined;
  onChange?: (value: string | undefined) => void;
  biz: FileBiz;
  /** Picture cards with thumbnails instead of a file list. */
  images?: boolean;
  max?: number;
  /** A tighter limit per file than the server's (product images: 1 MB). */
  maxBytes?: number;
  disabled?: boolean;
}

const stored = (path: string): UploadFile => ({ uid: path, name: displayNameOf(path), status: 'done', response: path });
const pathOf = (file: UploadFile): string | undefined => (file.status === 'done' && typeof file.response === 'string' ? file.response : undefined);
const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/**
 * 附件 / 图片 of bills, finance documents and products: uploads as the files are chosen, keeps the
 * record's comma list of stored paths as its value, and shows and downloads files with the token.
 */
export function AttachmentUpload({ value, onChange, biz, images = false, max = MAX_BILL_FILES, maxBytes, disabled = false }: Props) {
  const { message } = useFeedback();
  const serverLimit = useFileSizeLimit();
  const [items, setItems] = useState<UploadFile[]>(() => splitFileList(value).map(stored));
  const [preview, setPreview] = useState<string>();
  const emitted = useRef<string | undefined>(value ?? undefined);
  const thumbs = useFileObjectUrls(images ? items.map(pathOf).filter((p): p is string => Boolean(p)) : []);

  // A value set from outside (the record loaded, the form reset) replaces the list.
  useEffect(() => {
    if ((value ?? undefined) === emitted.current) return;
    emitted.current = value ?? undefined;
    setItems(splitFileList(value).map(stored));
  }, [value]);

  const emit = (list: UploadFile[]) => {
    const next = list.map(pathOf).filter(Boolean).join(',') || undefined;
    emitted.current = next;
    onChange?.(next);
  };

  const limit = Math.min(maxBytes ?? Infinity, serverLimit ?? Infinity);
  const allowed = extensionsOf(biz);
  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    if (!allowed.includes(extensionOf(file.name))) {
      void message.warning(format(t.wrongType, { types: allowed.join('、') }));
      return Upload.LIST_IGNORE;
    }
    if (file.size > limit) {
      void message.warning(format(t.tooLarge, { n: Math.round((limit / MB) * 100) / 100 }));
      return Upload.LIST_IGNORE;
    }
    if (items.length + batch.indexOf(file) + 1 > max) {
      void message.warning(format(t.tooMany, { n: max }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    fileApi.upload(biz, file as File).then(
      (path) => onSuccess?.(path),
      (e: unknown) => {
        void message.warning(errorMessage(e, t.failed));
        onError?.(e instanceof Error ? e : new Error(String(e)));
      },
    );
  };

  const onListChange: UploadProps['onChange'] = ({ file, fileList }) => {
    // A refused file leaves the list; the warning already said why.
    const list = fileList.filter((f) => f.status !== 'error');
    setItems(list);
    if (file.status === 'done' || file.status === 'removed') emit(list);
  };

  const download = (file: UploadFile) => {
    const path = pathOf(file);
    if (path) fileApi.download(path).catch((e: unknown) => void message.warning(errorMessage(e, t.downloadFailed)));
  };

  const full = items.length >= max;
  const shown = images
    ? items.map((f) => {
        const p = pathOf(f);
        return p && thumbs[p] ? { ...f, thumbUrl: thumbs[p] } : f;
      })
    : items;
  return (
    <>
      <Upload
        fileList={shown}
        multiple={!images || max > 1}
        accept={allowed.map((e) => `.${e}`).join(',')}
        listType={images ? 'picture-card' : 'text'}
        disabled={disabled}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={onListChange}
        onPreview={(file) => (images ? setPreview(pathOf(file)) : download(file))}
        onDownload={download}
        showUploadList={{ showDownloadIcon: !images, showPreviewIcon: images, showRemoveIcon: !disabled }}
      >
        {images ? (
          !full &&
          !disabled && (
            <div>
              <PlusOutlined />
              <div style={{ marginTop: 8 }}>{t.imageButton}</div>
            </div>
          )
        ) : (
          <Button icon={<UploadOutlined />} disabled={disabled || full}>
            {t.button}
          </Button>
        )}
      </Upload>
      <Modal open={preview !== undefined} title={t.previewTitle} footer={null} onCancel={() => setPreview(undefined)}>
        {preview && thumbs[preview] && <img alt={displayNameOf(preview)} src={thumbs[preview]} style={{ width: '100%' }} />}
      </Modal>
    </>
  );
}
