import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextWithPhoneLinks } from './phone.tsx';

describe('phone links', () => {
  it('links every phone number of a contact text, keeping the text', () => {
    const { container } = render(
      <TextWithPhoneLinks text="Landratsamt Tannbach, Untere Wasserbehörde, Tel. +49 7777 400-350" />,
    );
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('tel:+497777400350');
    expect(link?.textContent).toBe('+49 7777 400-350');
    expect(container.textContent).toBe('Landratsamt Tannbach, Untere Wasserbehörde, Tel. +49 7777 400-350');
  });
});
