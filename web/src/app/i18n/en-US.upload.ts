import type { Catalogue } from './catalogue';
import type { uploadZhCN } from './zh-CN.upload';

/** English text of the upload component, attachment lists and image fields. */
export const uploadEnUS: Catalogue<typeof uploadZhCN> = {
  attachments: 'Attachments',
  button: 'Upload Attachment',
  imageButton: 'Upload Image',
  tooLarge: 'Sorry, a file cannot exceed {n} MB',
  tooMany: 'Sorry, at most {n} files can be uploaded',
  wrongType: 'Sorry, only {types} files can be uploaded',
  failed: 'Upload failed!',
  downloadFailed: 'File download failed',
  previewTitle: 'Image Preview',
  none: 'None',
};
