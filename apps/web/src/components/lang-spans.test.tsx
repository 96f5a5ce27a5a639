import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LangSpans } from './lang-spans';

describe('LangSpans', () => {
  it('marks each span of the text with its language, and leaves the rest as it is', () => {
    const { container } = render(
      <p lang="fr-CA">
        <LangSpans
          text="« Week 1 » dans Food Handler Certification : 1 sur 3, Food Handler Certification."
          spans={[
            { text: 'Food Handler Certification', lang: 'en' },
            { text: 'Week 1', lang: 'en' },
          ]}
        />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p lang="fr-CA">« <span lang="en">Week 1</span> » dans <span lang="en">Food Handler Certification</span>' +
        ' : 1 sur 3, <span lang="en">Food Handler Certification</span>.</p>',
    );
  });

  it('is the plain text without spans', () => {
    const { container } = render(<LangSpans text="Inscription confirmée." />);
    expect(container.innerHTML).toBe('Inscription confirmée.');
  });
});
