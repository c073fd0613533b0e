import { CHECK_GROUPS } from '@baucheck/shared/enums';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProjectTypeIcon } from './project-type-icon.tsx';

describe('project type pictograms', () => {
  it('draws each project type differently', () => {
    const drawings = CHECK_GROUPS.map(
      (group) =>
        render(<ProjectTypeIcon group={group} />)
          .container.querySelector('path')
          ?.getAttribute('d') ?? '',
    );
    expect(drawings.every(Boolean)).toBe(true);
    expect(new Set(drawings).size).toBe(CHECK_GROUPS.length);
  });
});
