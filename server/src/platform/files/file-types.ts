import { IMAGE_EXTENSIONS } from '@suanpan/contracts';

const CONTENT_TYPES: Record<string, string> = {
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  avi: 'video/x-msvideo',
};

/** The type a stored file is served with: decided by its (allow-listed) extension, never by what the uploader claimed. */
export const contentTypeOf = (ext: string): string => CONTENT_TYPES[ext] ?? 'application/octet-stream';

/** Lower-case extension after the LAST dot (the reference took the first, so `a.png.php` kept `.png.php`). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

const SIGNATURES: Record<string, ReadonlyArray<readonly number[]>> = {
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  ],
};

export const isImageExtension = (ext: string): boolean => (IMAGE_EXTENSIONS as readonly string[]).includes(ext);

/**
 * Whether the bytes are what the extension says. Images are shown inline by browsers, so an image
 * must start with its format's signature; other types are always served as downloads.
 */
export function contentMatches(ext: string, bytes: Buffer): boolean {
  const signatures = SIGNATURES[ext];
  if (!signatures) return true;
  return signatures.some((sig) => bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b));
}
