/**
 * A server-painted page can be used before the app's code has loaded and hydrated it, and what the
 * reader does then must not be lost. Until hydration ends:
 * - a click (on a button, a link) is held, and the last one is given again to the same element, which
 *   hydration keeps (a link whose element was drawn again is followed by the browser);
 * - what is typed or ticked stays in its field, and each field is told of its value again, so the
 *   app's form state has it;
 * - a form sent with Enter is sent again through the app.
 * Should the app's code fail to load, the held click is given back to the browser as it was.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

let clicked: HTMLElement | null = null;
let submitted: HTMLFormElement | null = null;
const typed = new Map<Field, string>();
const toggled = new Set<HTMLInputElement>();

const isToggle = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');

function holdClick(event: MouseEvent) {
  if (!(event.target instanceof HTMLElement)) return;
  // a checkbox or radio button (or its label) changes at once, as the reader expects; it is told
  // to the app with the fields
  if (isToggle(event.target) || event.target.closest('label')) return;
  event.preventDefault();
  event.stopPropagation();
  clicked = event.target;
}

function holdSubmit(event: SubmitEvent) {
  if (!(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  event.stopPropagation();
  submitted = event.target;
}

function noteInput(event: Event) {
  const field = event.target;
  if (isToggle(field)) {
    toggled.add(field);
    return;
  }
  const isField =
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement ||
    (field instanceof HTMLInputElement && field.type !== 'file');
  if (isField) typed.set(field, field.value);
}

export function holdEarlyEvents(): void {
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('input', noteInput, true);
}

function stopHolding() {
  document.removeEventListener('click', holdClick, true);
  document.removeEventListener('submit', holdSubmit, true);
  document.removeEventListener('input', noteInput, true);
}

/*
 * React hears a change when a field's value differs from the one it last saw through the field's own
 * property. A text field is set through the prototype's setter, which React does not watch; a checkbox
 * or radio button (whose state hydration has read) is set to the other state through its own property.
 */

function retype(field: Field, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A checkbox or radio button: set to the other state, then clicked to the reader's. */
function retoggle(field: HTMLInputElement) {
  const chosen = field.checked;
  if (field.type === 'radio' && !chosen) return;
  field.checked = !chosen;
  field.click();
}

/** Called once the app has hydrated: what was done before reaches it, and events go straight to it. */
export function releaseEarlyEvents(): void {
  stopHolding();
  for (const [field, value] of typed) if (field.isConnected) retype(field, value);
  typed.clear();
  for (const field of toggled) if (field.isConnected) retoggle(field);
  toggled.clear();
  const [form, control] = [submitted, clicked];
  submitted = clicked = null;
  if (form?.isConnected) form.requestSubmit();
  else if (control?.isConnected) control.click();
  else if (control) {
    // the app drew its element again: a link is still followed, by the browser
    const link = control.closest('a');
    if (link?.href) location.assign(link.href);
  }
}
