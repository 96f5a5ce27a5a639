import { act, type ReactElement, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyEvents, releaseEarlyEvents, releaseWhenHydrated } from './early-events';

afterEach(() => {
  releaseEarlyEvents();
  document.body.innerHTML = '';
});

describe('what a reader does before the app has hydrated', () => {
  it('lets links be followed, holds other clicks, and gives the last one again once it has', () => {
    document.body.innerHTML =
      '<button id="menu"><span id="icon">≡</span></button>' +
      '<button id="search"><svg><path id="lens" d="M0 0"/></svg>Search</button>' +
      '<a id="link" href="#programs">Programs</a>';
    const clicked = vi.fn((event: Event) => (event.currentTarget as Element).id);
    for (const id of ['menu', 'search']) document.getElementById(id)!.addEventListener('click', clicked);

    holdEarlyEvents();
    document.getElementById('icon')!.click();
    document.getElementById('lens')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(clicked).not.toHaveBeenCalled();
    document.getElementById('link')!.click();
    expect(location.hash).toBe('#programs');

    releaseEarlyEvents();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(clicked.mock.results[0]!.value).toBe('search');
    // from now on a click goes straight through
    document.getElementById('menu')!.click();
    expect(clicked).toHaveBeenCalledTimes(2);
  });

  it('tells each field typed in of its value again, then sends the form sent with Enter', () => {
    document.body.innerHTML =
      '<form id="form"><textarea id="answer"></textarea><input id="email"/><button>Send</button></form>';
    const form = document.getElementById('form') as HTMLFormElement;
    const answer = document.getElementById('answer') as HTMLTextAreaElement;
    const heard: string[] = [];
    form.addEventListener('input', (event) => heard.push((event.target as HTMLTextAreaElement).value));
    const sent = vi.fn((event: Event) => event.preventDefault());

    holdEarlyEvents();
    answer.value = 'My work';
    answer.dispatchEvent(new Event('input', { bubbles: true }));
    form.addEventListener('submit', sent);
    form.requestSubmit();
    expect(sent).not.toHaveBeenCalled();
    heard.length = 0;

    releaseEarlyEvents();
    expect(heard).toEqual(['My work']);
    expect(answer.value).toBe('My work');
    expect(sent).toHaveBeenCalledTimes(1);
  });
});

/** Paints `page` as the server would, then types in its text box before the app has hydrated it. */
function paintAndType(page: ReactElement) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(page);
  document.body.append(root);
  const answer = root.querySelector('textarea')!;
  holdEarlyEvents();
  answer.value = 'Typed early';
  answer.dispatchEvent(new Event('input', { bubbles: true }));
  return { root, answer };
}

describe('a field of a painted page typed in before hydration', () => {
  it("reaches the app's state, which keeps it through later renders", async () => {
    let seen = '';
    function Answer() {
      const [text, setText] = useState('');
      const [, rerender] = useState(0);
      seen = text;
      return (
        <>
          <textarea id="answer" value={text} onChange={(event) => setText(event.target.value)} />
          <button id="again" onClick={() => rerender((n) => n + 1)}>
            again
          </button>
        </>
      );
    }
    const { root, answer } = paintAndType(<Answer />);
    await act(async () => void hydrateRoot(root, <Answer />));
    await act(async () => releaseEarlyEvents());
    expect(seen).toBe('Typed early');
    // a render after it does not wipe it
    await act(async () => root.querySelector<HTMLButtonElement>('#again')!.click());
    expect(answer.value).toBe('Typed early');
  });

  it('waits for the field to hydrate, when its part hydrates after the rest', async () => {
    let seen = '';
    function Answer() {
      const [text, setText] = useState('');
      seen = text;
      return <textarea value={text} onChange={(event) => setText(event.target.value)} />;
    }
    const { root } = paintAndType(<Answer />);
    const released = releaseWhenHydrated();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await act(async () => void hydrateRoot(root, <Answer />));
    await act(async () => released);
    expect(seen).toBe('Typed early');
  });
});

describe('a radio button chosen before hydration', () => {
  it('is the choice the app keeps, though the app draws the group again in its old state first', async () => {
    let seen = '';
    let redraw = () => {};
    function Plan() {
      const [plan, setPlan] = useState('full');
      const [, rerender] = useState(0);
      redraw = () => rerender((n) => n + 1);
      seen = plan;
      return (
        <>
          {['full', 'instalments', 'school'].map((value) => (
            <input
              key={value}
              id={value}
              type="radio"
              name="plan"
              value={value}
              checked={plan === value}
              onChange={() => setPlan(value)}
            />
          ))}
        </>
      );
    }
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Plan />);
    document.body.append(root);
    const radio = (id: string) => root.querySelector<HTMLInputElement>(`#${id}`)!;

    holdEarlyEvents();
    radio('school').click();
    radio('instalments').click();
    await act(async () => void hydrateRoot(root, <Plan />));
    // drawn again before the held choices are given: the DOM is back to React's state
    await act(async () => redraw());
    expect(radio('full').checked).toBe(true);
    await act(async () => releaseEarlyEvents());
    expect(seen).toBe('instalments');
    expect(radio('instalments').checked).toBe(true);
  });
});

describe('a checkbox ticked before the app has hydrated', () => {
  it('changes at once, and the app is told of it as a click once it has', () => {
    document.body.innerHTML = '<label><input id="agree" type="checkbox"/> I agree</label>';
    const box = document.getElementById('agree') as HTMLInputElement;
    holdEarlyEvents();
    box.click();
    expect(box.checked).toBe(true);
    const clicks: boolean[] = [];
    box.addEventListener('click', () => clicks.push(box.checked));
    releaseEarlyEvents();
    expect(clicks).toEqual([true]);
    expect(box.checked).toBe(true);
  });
});
