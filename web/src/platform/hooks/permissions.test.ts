import { describe, expect, it } from 'vitest';
import { btnStrFor, hasCode, permissionPath } from './permissions';

describe('button permissions', () => {
  it('tests a code against the comma list', () => {
    expect(hasCode('1,2,3,7', '3')).toBe(true);
    expect(hasCode('1,2,37', '3')).toBe(false);
    expect(hasCode('', '1')).toBe(false);
    expect(hasCode(undefined, '1')).toBe(false);
  });

  it('prefixes plugin pages with /system', () => {
    expect(permissionPath('/plugins/x')).toBe('/system/plugins/x');
    expect(btnStrFor([{ url: '/system/plugins/x', btnStr: '1' }], '/plugins/x')).toBe('1');
    expect(btnStrFor([{ url: '/system/role', btnStr: '1,3' }], '/system/user')).toBe('');
  });
});
