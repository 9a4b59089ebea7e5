import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../app/i18n';
import { renderWithApp } from '../../test/render';
import { StatCards } from './StatCards';

describe('the dashboard figures', () => {
  it('title each card by period and kind in the interface language, spaced where the language spaces words', () => {
    renderWithApp(<StatCards data={undefined} loading={false} />);
    expect(screen.getByTestId('stat-todaySale').textContent).toContain('今日销售');
    expect(screen.getByTestId('stat-yearBuy').textContent).toContain('今年累计采购');
    setLanguage('en-US');
    renderWithApp(<StatCards data={undefined} loading={false} />);
    expect(screen.getAllByTestId('stat-todaySale')[1]?.textContent).toContain('Today Sales');
    expect(screen.getAllByTestId('stat-yearBuy')[1]?.textContent).toContain('Year to Date Purchases');
  });
});
