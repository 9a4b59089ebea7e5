import { fireEvent, screen, waitFor } from '@testing-library/react';
import { testUser } from '../../test/sessionUser';
import { describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../app/session/session';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { AttachmentList } from './AttachmentList';
import { AttachmentUpload } from './AttachmentUpload';

const A = `bill/63/报价单_${'a'.repeat(32)}.pdf`;
const B = `bill/63/清单_${'b'.repeat(32)}.xlsx`;
const MB = 1024 * 1024;
/** Paths as they appear on the wire (segments percent-encoded). */
const wire = (path: string) => path.split('/').map(encodeURIComponent).join('/');

const choose = (container: HTMLElement, ...files: File[]) => {
  const input = container.querySelector('input[type=file]')!;
  fireEvent.change(input, { target: { files } });
};
const fileOf = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name);
/** The token each fetch carried, by path. */
const tokensSent = () =>
  vi.mocked(fetch).mock.calls.map(([url, init]): [string, string | null] => [String(url), new Headers(init?.headers).get('X-Access-Token')]);

describe('AttachmentUpload', () => {
  it('lists the stored files by their own names and adds an uploaded one to the value', async () => {
    saveLogin('tok', testUser({ username: 'x' }));
    const net = installFakeFetch({ 'GET /systemConfig/fileSizeLimit': ok(10 * MB), 'POST /systemConfig/upload': ok(B) });
    const onChange = vi.fn();
    const { container } = renderWithApp(<AttachmentUpload biz="bill" value={A} onChange={onChange} />);
    expect(screen.getByText('报价单.pdf')).toBeTruthy();
    choose(container, fileOf('清单.xlsx'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(`${A},${B}`));
    const form = net.callsTo('POST', '/systemConfig/upload')[0]!.body as FormData;
    expect(form.get('biz')).toBe('bill');
    expect((form.get('file') as File).name).toBe('清单.xlsx');
    expect(tokensSent().find(([url]) => url.includes('/systemConfig/upload'))?.[1]).toBe('tok');
    expect(await screen.findByText('清单.xlsx')).toBeTruthy();
  });

  it('refuses too large, wrong-type and surplus files before sending them', async () => {
    saveLogin('tok', testUser({ username: 'x' }));
    const net = installFakeFetch({ 'GET /systemConfig/fileSizeLimit': ok(2 * MB), 'POST /systemConfig/upload': ok(B) });
    const onChange = vi.fn();
    const { container } = renderWithApp(<AttachmentUpload biz="bill" value={A} onChange={onChange} max={2} />);
    await waitFor(() => expect(net.callsTo('GET', '/systemConfig/fileSizeLimit')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    choose(container, fileOf('big.pdf', 2 * MB + 1));
    expect(await screen.findByText('抱歉，文件大小不能超过2M')).toBeTruthy();
    choose(container, fileOf('run.exe'));
    expect(await screen.findByText(/抱歉，只能上传gif、jpg.*类型的文件/)).toBeTruthy();
    choose(container, fileOf('one.txt'), fileOf('two.txt'));
    expect(await screen.findByText('抱歉，最多只能上传2个文件')).toBeTruthy();
    await waitFor(() => expect(net.callsTo('POST', '/systemConfig/upload')).toHaveLength(1));
    expect((net.callsTo('POST', '/systemConfig/upload')[0]!.body as FormData).get('file')).toHaveProperty('name', 'one.txt');
  });

  it('shows the server refusal and keeps the value as it was', async () => {
    saveLogin('tok', testUser({ username: 'x' }));
    installFakeFetch({
      'GET /systemConfig/fileSizeLimit': ok(10 * MB),
      'POST /systemConfig/upload': { status: 400, body: { code: 400, data: { message: '文件内容与扩展名不符，请上传真实的png文件' } } },
    });
    const onChange = vi.fn();
    const { container } = renderWithApp(<AttachmentUpload biz="material" images value={undefined} onChange={onChange} maxBytes={MB} />);
    choose(container, fileOf('fake.png'));
    expect(await screen.findByText('文件内容与扩展名不符，请上传真实的png文件')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('fetches image thumbnails with the session token', async () => {
    saveLogin('tok', testUser({ username: 'x' }));
    const image = `material/63/图_${'c'.repeat(32)}.png`;
    installFakeFetch({
      'GET /systemConfig/fileSizeLimit': ok(10 * MB),
      [`GET /systemConfig/static/${wire(image)}`]: { body: 'png-bytes', headers: { 'content-type': 'image/png' } },
    });
    URL.createObjectURL = vi.fn(() => 'blob:thumb');
    URL.revokeObjectURL = vi.fn();
    const { container } = renderWithApp(<AttachmentUpload biz="material" images value={image} />);
    await waitFor(() => expect(container.querySelector('img[src="blob:thumb"]')).toBeTruthy());
    expect(tokensSent().find(([url]) => url.includes('/systemConfig/static/'))?.[1]).toBe('tok');
  });
});

describe('AttachmentList', () => {
  it('downloads a file through an authenticated fetch under its own name', async () => {
    saveLogin('tok', testUser({ username: 'x' }));
    installFakeFetch({ [`GET /systemConfig/static/${wire(A)}`]: { body: 'pdf', headers: { 'content-type': 'application/pdf' } } });
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderWithApp(<AttachmentList value={A} />);
    fireEvent.click(screen.getByText('报价单.pdf'));
    await waitFor(() => expect(names).toEqual(['报价单.pdf']));
    expect(tokensSent()[0]?.[1]).toBe('tok');
  });

  it('says so when there is nothing attached', () => {
    renderWithApp(<AttachmentList value={null} />);
    expect(screen.getByText('无')).toBeTruthy();
  });
});
