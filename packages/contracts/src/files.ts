import { z } from 'zod';

/**
 * Uploaded files (api.md `/systemConfig/upload`, business-rules §16): what may be uploaded, where a
 * stored path points, and how many a record may reference. Shared so the web checks what the server checks.
 */

/** Upload categories (`biz`); each is a folder of the store and a kind of record that references files. */
export const FILE_BIZ = ['bill', 'financial', 'material'] as const;
export type FileBiz = (typeof FILE_BIZ)[number];

export const IMAGE_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png'] as const;
/** The reference's allow-list; material images take only the image types. */
export const FILE_EXTENSIONS = [...IMAGE_EXTENSIONS, 'pdf', 'txt', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'zip', 'rar', 'mp3', 'mp4', 'avi'] as const;

export const extensionsOf = (biz: FileBiz): readonly string[] => (biz === 'material' ? IMAGE_EXTENSIONS : FILE_EXTENSIONS);

/** 505 is the reference's code for a bad `biz`; the others keep the generic 400 in the body (the HTTP status says more). */
export const FILE_ERR = {
  biz: { code: 505, message: '文件分类错误！' },
  extension: { code: 400, message: '抱歉，不支持该类型的文件，只能上传%s' },
  content: { code: 400, message: '文件内容与扩展名不符，请上传真实的%s文件' },
  tooLarge: { code: 413, message: '抱歉，文件大小不能超过%sM' },
  missing: { code: 400, message: '附件不存在或不属于本单位：%s' },
  materialImages: { code: 400, message: '抱歉，商品图片不能超过4张！' },
} as const;

export const MAX_BILL_FILES = 4;
export const MAX_MATERIAL_IMAGES = 4;
/** screens.md 图片信息: "单张大小不超过1M" — enforced on the server too, not only in the browser. */
export const MAX_MATERIAL_IMAGE_BYTES = 1024 * 1024;

/**
 * A stored path: `<biz>/<tenantId>/<name>_<32 hex>.<ext>`. The random part makes it unguessable; the
 * name before it is the uploader's file name made safe (no commas, slashes or dots) for display.
 */
export const STORED_PATH = /^(bill|financial|material)\/(\d{1,19})\/([^/\\,.\s]{1,60})_([0-9a-f]{32})\.([a-z0-9]{1,5})$/;

/** The name to show for a stored path: `报价单_3f…e1.pdf` → `报价单.pdf`. */
export function displayNameOf(path: string): string {
  const last = path.split('/').pop() ?? path;
  return last.replace(/_[0-9a-f]{32}(\.[a-z0-9]+)$/, '$1');
}

/** The entries of a comma list of stored paths (`fileName`, `imgName`), trimmed, blanks and repeats dropped. */
export function splitFileList(value: string | null | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

export const isImagePath = (path: string): boolean => (IMAGE_EXTENSIONS as readonly string[]).includes(path.split('.').pop()?.toLowerCase() ?? '');

/** A `fileName` / `imgName` comma list as input: entries trimmed, blanks and repeats dropped; nothing → null. */
export const fileListInput = (label: string) =>
  z
    .string({ error: `${label}必须是文本` })
    .max(1000, `${label}不能超过1000个字符`)
    .transform((v) => splitFileList(v).join(',') || null)
    .optional()
    .nullable();
