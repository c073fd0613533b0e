import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testPublicUnit, testUnit } from '../../../testing/render-app.tsx';
import { HomeUnit } from './home-unit.tsx';

const lindenau = testPublicUnit(testUnit('lindenau', 'Gemeinde', 'bayern', 'Markt Lindenau'), 'Bayern');

describe('the municipality on the landing page', () => {
  it('shows its coat of arms beside its name', () => {
    const { container } = render(
      <HomeUnit unit={{ ...lindenau, coat_of_arms: 'media/lindenau.svg' }} pending={false} />,
    );

    expect(screen.getByRole('img', { name: 'Wappen: Markt Lindenau' })).toBeTruthy();
    expect(screen.getByText('Markt Lindenau')).toBeTruthy();
    expect(container.querySelector('.home-unit__arms-box svg')).toBeNull();
  });

  it('shows the place marker in the box of a municipality without a coat of arms, not an empty gap', () => {
    const { container } = render(<HomeUnit unit={lindenau} pending={false} />);

    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Markt Lindenau')).toBeTruthy();
    const marker = container.querySelector('.home-unit__arms-box svg');
    expect(marker?.getAttribute('aria-hidden')).toBe('true');
  });
});
