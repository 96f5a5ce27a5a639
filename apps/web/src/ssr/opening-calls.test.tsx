import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type OpeningCall, openingCallKey, setMadeOnServer, useOpeningCall } from './opening-calls';

const viewed = (id: number): OpeningCall => ({ path: `/api/v1/contents/${id}/view/`, options: {} });

function Item({ id, make }: { id: number | null; make: (id: number | null) => void }) {
  useOpeningCall(id === null ? null : viewed(id), () => make(id));
  return null;
}

describe('a call a page makes as it opens', () => {
  it('is made once the page is on screen, and again for each item opened', () => {
    const make = vi.fn();
    const { rerender } = render(<Item id={601} make={make} />);
    rerender(<Item id={601} make={make} />);
    expect(make.mock.calls).toEqual([[601]]);
    rerender(<Item id={602} make={make} />);
    rerender(<Item id={null} make={make} />);
    expect(make.mock.calls).toEqual([[601], [602]]);
  });

  it('is not made again for the page the server made it for as it painted it, but is when opened again', () => {
    const make = vi.fn();
    setMadeOnServer([openingCallKey(viewed(701))]);
    const first = render(<Item id={701} make={make} />);
    expect(make).not.toHaveBeenCalled();
    first.unmount();
    render(<Item id={701} make={make} />);
    expect(make.mock.calls).toEqual([[701]]);
  });
});
