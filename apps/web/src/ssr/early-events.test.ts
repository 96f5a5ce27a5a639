import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyEvents, releaseEarlyEvents } from './early-events';

afterEach(() => {
  releaseEarlyEvents();
  document.body.innerHTML = '';
});

describe('what a reader does before the app has hydrated', () => {
  it('holds clicks, and gives the last one again to the same element once it has', () => {
    document.body.innerHTML =
      '<button id="menu"><span id="icon">≡</span></button><a id="link" href="#programs">Programs</a>';
    const clicked = vi.fn((event: Event) => (event.currentTarget as Element).id);
    for (const id of ['menu', 'link']) document.getElementById(id)!.addEventListener('click', clicked);

    holdEarlyEvents();
    document.getElementById('icon')!.click();
    document.getElementById('link')!.click();
    expect(clicked).not.toHaveBeenCalled();
    expect(location.hash).toBe('');

    releaseEarlyEvents();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(clicked.mock.results[0]!.value).toBe('link');
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
