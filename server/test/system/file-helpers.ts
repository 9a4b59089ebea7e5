import type { TestApp } from '../support/test-app.js';

export type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string };

/** A tiny real PNG (1×1) and JPEG/GIF headers: what the content check must accept. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
export const GIF = Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex');
export const PDF = Buffer.from('%PDF-1.4\n%测试\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A multipart body as browsers send it: file names as raw UTF-8, parts in the given order. */
export async function uploadParts(t: TestApp, token: string | undefined, parts: Part[], query?: Record<string, string>) {
  const boundary = '----suanpanFileTest';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head =
      'filename' in p
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`;
    chunks.push(Buffer.from(head), 'filename' in p ? p.content : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.config.apiPrefix}/systemConfig/upload`,
    ...(query ? { query } : {}),
    headers: { ...(token ? { 'x-access-token': token } : {}), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(chunks),
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as { code: number; data: any }, text: res.body };
}

/** Uploads one file under `biz` (sent as a form field) and returns the stored path; throws on refusal. */
export async function uploadOk(t: TestApp, token: string, biz: string, filename: string, content: Buffer): Promise<string> {
  const res = await uploadParts(t, token, [
    { name: 'biz', value: biz },
    { name: 'file', filename, content },
  ]);
  if (res.status !== 200 || typeof res.body.data !== 'string') throw new Error(`upload failed: ${res.status} ${res.text}`);
  return res.body.data as string;
}

export async function download(t: TestApp, token: string | undefined, path: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${t.config.apiPrefix}/systemConfig/static/${path}`,
    headers: token ? { 'x-access-token': token } : {},
  });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, text: res.body };
}
