import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { UserGrantModal } from './UserGrantModal';

/** The selection checkbox of the table row showing `text`. */
function rowBox(dialog: HTMLElement, text: string): HTMLInputElement {
  return within(dialog).getByText(text).closest('tr')?.querySelector('input[type=checkbox]') as HTMLInputElement;
}

describe('UserGrantModal (分配仓库 / 分配客户)', { timeout: 30_000 }, () => {
  it('lists the depots with the user ones ticked and saves the chosen depot ids', async () => {
    const net = installFakeFetch({
      'GET /depot/findUserDepot': ok([
        {
          id: 0,
          key: 0,
          title: '仓库列表',
          children: [
            { id: 1, title: '一号仓', checked: true },
            { id: 2, title: '二号仓' },
            { id: 3, title: '三号仓', checked: true },
          ],
        },
      ]),
      'POST /userBusiness/add': ok({ message: '成功' }),
    });
    const onClose = vi.fn();
    renderWithApp(<UserGrantModal kind="UserDepot" userId={9} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('二号仓');
    expect(within(dialog).getByText('分配仓库')).toBeTruthy();
    expect(net.callsTo('GET', '/depot/findUserDepot')[0]?.query.get('UBKeyId')).toBe('9');
    expect(rowBox(dialog, '一号仓').checked).toBe(true);
    expect(rowBox(dialog, '二号仓').checked).toBe(false);
    fireEvent.click(rowBox(dialog, '二号仓'));
    fireEvent.click(rowBox(dialog, '三号仓'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = net.callsTo('POST', '/userBusiness/add')[0]?.body as { type: string; keyId: number; value: string };
    expect(body.type).toBe('UserDepot');
    expect(body.keyId).toBe(9);
    expect((JSON.parse(body.value) as number[]).sort()).toEqual([1, 2]);
  });

  it('lists every customer, ticks the user ones, and saves an empty choice as an empty list', async () => {
    const net = installFakeFetch({
      'GET /supplier/getAllCustomer': ok({
        rows: [
          { id: 4, supplier: '客户甲' },
          { id: 5, supplier: '客户乙' },
        ],
      }),
      'GET /supplier/getUserCustomerValue': ok([5]),
      'POST /userBusiness/add': ok({ message: '成功' }),
    });
    renderWithApp(<UserGrantModal kind="UserCustomer" userId={9} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('客户甲');
    expect(within(dialog).getByText('分配客户')).toBeTruthy();
    expect(rowBox(dialog, '客户甲').checked).toBe(false);
    expect(rowBox(dialog, '客户乙').checked).toBe(true);
    fireEvent.click(rowBox(dialog, '客户乙'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(net.callsTo('POST', '/userBusiness/add')).toHaveLength(1));
    expect(net.callsTo('POST', '/userBusiness/add')[0]?.body).toEqual({ type: 'UserCustomer', keyId: 9, value: '[]' });
  });
});
