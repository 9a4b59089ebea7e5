import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShellContext } from '../../app/router/ShellContext';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { UnitList } from './UnitList';

function renderUnits() {
  return renderWithApp(
    <ShellContext.Provider value={{ menu: [], routes: new Map(), buttons: [{ url: '/system/unit', btnStr: '1' }] }}>
      <UnitList />
    </ShellContext.Provider>,
    { route: '/system/unit' },
  );
}

describe('UnitList editor', { timeout: 30_000 }, () => {
  it('shows the server-built name and other units as 箱=12个', async () => {
    installFakeFetch({
      'GET /unit/list': ok({ rows: [{ id: 1, name: '个/(箱=12个)', basicUnit: '个', otherUnit: '箱', ratio: '12', enabled: true }], total: 1 }),
    });
    renderUnits();
    expect(await screen.findByText('个/(箱=12个)')).toBeTruthy();
    expect(screen.getByText('箱=12个')).toBeTruthy();
  });

  it('applies the reference rules for ratios and units, then posts decimal ratios as text', async () => {
    const net = installFakeFetch({ 'GET /unit/list': ok({ rows: [], total: 0 }), 'POST /unit/add': ok({ id: 2 }) });
    renderUnits();
    fireEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    const input = (label: string) => within(dialog).getByLabelText(label);
    fireEvent.change(input('基本单位'), { target: { value: '个' } });
    fireEvent.change(input('副单位'), { target: { value: '个' } });
    fireEvent.change(input('比例'), { target: { value: '0.5' } });
    fireEvent.change(input('副单位3'), { target: { value: '托' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('抱歉，基本单位与副单位不能相同！')).toBeTruthy();
    expect(within(dialog).getByText('比例必须大于1')).toBeTruthy();
    expect(within(dialog).getByText('抱歉，需要先输入副单位2再输入副单位3！')).toBeTruthy();
    fireEvent.change(input('副单位'), { target: { value: '箱' } });
    fireEvent.change(input('比例'), { target: { value: '12.5005' } });
    expect(await within(dialog).findByText('抱歉，比例只能为数字，最多三位小数！')).toBeTruthy();
    fireEvent.change(input('比例'), { target: { value: '12.5' } });
    fireEvent.change(input('副单位3'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(net.callsTo('POST', '/unit/add')).toHaveLength(1));
    expect(net.callsTo('POST', '/unit/add')[0]?.body).toEqual({ basicUnit: '个', otherUnit: '箱', ratio: '12.5' });
  });
});
