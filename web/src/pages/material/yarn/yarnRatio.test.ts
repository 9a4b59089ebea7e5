import { describe, expect, it } from 'vitest';
import { ratioSum, yarnProblem } from './yarnRatio';

const words = { chooseMaterial: '请选择商品', mustBe100: '纱线比例合计必须等于100%' };

describe('yarn shares', () => {
  it('adds shares exactly (no binary rounding)', () => {
    expect(
      ratioSum([
        { key: 'a', ratio: '33.3333' },
        { key: 'b', ratio: '33.3333' },
        { key: 'c', ratio: '33.3334' },
      ]),
    ).toBe('100');
    expect(
      ratioSum([
        { key: 'a', ratio: '60' },
        { key: 'b', ratio: 'x' },
      ]),
    ).toBe('60');
  });

  it('needs a yarn on every line and exactly 100 in all', () => {
    expect(yarnProblem([{ key: 'a', ratio: '100' }], words)).toBe('请选择商品');
    expect(
      yarnProblem(
        [
          { key: 'a', yarnMaterialId: 1, ratio: '60' },
          { key: 'b', yarnMaterialId: 2, ratio: '30' },
        ],
        words,
      ),
    ).toBe('纱线比例合计必须等于100%');
    expect(
      yarnProblem(
        [
          { key: 'a', yarnMaterialId: 1, ratio: '60' },
          { key: 'b', yarnMaterialId: 2, ratio: '40' },
        ],
        words,
      ),
    ).toBeUndefined();
  });
});
