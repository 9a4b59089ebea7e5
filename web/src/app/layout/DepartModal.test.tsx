import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testUser } from '../../test/sessionUser';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { currentUser, saveLogin } from '../session/session';
import { DepartModal } from './DepartModal';

const departs = (list: unknown[], orgCode: string | null = null) => ({
  body: { success: true, code: 200, result: { list, orgCode } },
});

describe('department dialog', () => {
  it('warns 您尚未设置部门信息! and closes when the user has no departments', async () => {
    installFakeFetch({ 'GET /sys/user/getCurrentUserDeparts': departs([]) });
    const onClose = vi.fn();
    renderWithApp(<DepartModal open onClose={onClose} />);
    expect(await screen.findByText('您尚未设置部门信息!')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('requires a choice, then stores the returned user info', async () => {
    saveLogin('tok', testUser());
    const net = installFakeFetch({
      'GET /sys/user/getCurrentUserDeparts': departs([{ id: 1, departName: '销售部', orgCode: 'A01' }]),
      'POST /sys/selectDepart': { body: { success: true, result: { userInfo: { id: 7, loginName: 'jsh', username: '测试用户', orgCode: 'A01' } } } },
    });
    const onClose = vi.fn();
    renderWithApp(<DepartModal open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('部门切换').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请选择部门!')).toBeTruthy();
    expect(net.callsTo('POST', '/sys/selectDepart')).toHaveLength(0);
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('销售部'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(net.callsTo('POST', '/sys/selectDepart')[0]?.body).toEqual({ orgCode: 'A01', username: 'jsh' });
    expect(currentUser()?.orgCode).toBe('A01');
  });
});
