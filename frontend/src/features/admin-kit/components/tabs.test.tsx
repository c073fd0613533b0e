import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

describe('Tabs', () => {
  it('names the panel after the selected tab, also where a key holds spaces', () => {
    render(
      <Tabs
        tabs={[
          { key: 'Landing Page FAQs', label: 'Startseite' },
          { key: 'Admin-Bereich FAQs', label: 'Admin-Bereich' },
        ]}
        selected="Landing Page FAQs"
        onSelect={() => undefined}
        label="FAQ-Bereiche"
      >
        <p>Inhalt</p>
      </Tabs>,
    );

    expect(screen.getByRole('tabpanel', { name: 'Startseite' }).textContent).toBe('Inhalt');
    expect(screen.getByRole('tab', { name: 'Startseite' }).getAttribute('aria-selected')).toBe('true');
  });
});
