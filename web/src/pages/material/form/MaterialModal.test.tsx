import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, ok } from '../../../test/fakeFetch';
import { renderWithApp } from '../../../test/render';
import { MaterialModal } from './MaterialModal';

// The server answers the depots a user may use (仓库权限): 仓库2 is not among them, so no grid may offer it.
function fakeServer() {
  return installFakeFetch({
    'GET /material/getMaxBarCode': ok({ nextBarCode: '1000' }),
    'GET /materialAttribute/getNameList': ok([]),
    'GET /depot/getAllListWithStock': ok([{ id: 4, name: '仓库1', initStock: '0', currentStock: '7', lowSafeStock: '2', highSafeStock: null }]),
    'GET /depot/getAllList': ok([
      { id: 4, name: '仓库1' },
      { id: 5, name: '仓库2' },
    ]),
    'GET /material/copyInfo': ok({ id: 9, name: '可乐', meList: [] }),
  });
}

async function stockTab() {
  fireEvent.click(await screen.findByRole('tab', { name: '库存数量' }));
  return screen.findByRole('tabpanel', { name: '库存数量' });
}

describe('MaterialModal 库存数量', () => {
  it.each([
    ['add', { kind: 'add' as const }],
    ['copy', { kind: 'copy' as const, row: { id: 9 } }],
  ])('%s lists only the depots the user may use, blank', async (_name, mode) => {
    const net = fakeServer();
    renderWithApp(<MaterialModal mode={mode} onClose={() => undefined} onSaved={() => undefined} />);
    const table = await stockTab();
    expect(await within(table).findByText('仓库1')).toBeTruthy();
    expect(within(table).queryByText('仓库2')).toBeNull();
    expect(net.callsTo('GET', '/depot/getAllListWithStock')[0]?.query.get('mId')).toBe('0');
    expect(net.callsTo('GET', '/depot/getAllList')).toHaveLength(0);
    // A new product's levels start empty, not with the answer's figures.
    expect((within(table).getByLabelText('仓库1最低安全库存数量') as HTMLInputElement).value).toBe('');
  });
});
