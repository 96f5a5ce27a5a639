/**
 * A server-painted page can be used before the app's code has loaded and hydrated it, and what the
 * reader does then must not be lost. Until hydration ends:
 * - a link is followed by the browser, to the next page painted on the server;
 * - a click on anything else (a button, a menu) is held, and the last one is given again to the same
 *   element, which hydration keeps;
 * - what is typed or ticked stays in its field, and each field is told of its value again, so the
 *   app's form state has it;
 * - a form sent with Enter is sent again through the app.
 * Should the app's code fail to load, the held click is given back to the browser as it was.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

let clicked: Element | null = null;
let submitted: HTMLFormElement | null = null;
const typed = new Map<Field, string>();
// each box's state as the reader left it: the app may draw it again, in its old state, before it is told
const toggled = new Map<HTMLInputElement, boolean>();

const isToggle = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');

function holdClick(event: MouseEvent) {
  // an icon's drawing (SVG) inside a button is an Element, not an HTMLElement
  if (!(event.target instanceof Element)) return;
  // a checkbox or radio button (or its label) changes at once, as the reader expects; it is told
  // to the app with the fields
  if (isToggle(event.target) || event.target.closest('label, a[href]')) return;
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
    // the last choice counts, as in a radio group changed twice
    toggled.delete(field);
    toggled.set(field, field.checked);
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
 * `value` property, and hydration saw the typed value. So a text field is set back through that
 * property to the value React painted, then to the typed one through the prototype's setter, which React
 * does not watch. A checkbox or radio button is set to the other state through its own property.
 */

function retype(field: Field, value: string) {
  if (!(field instanceof HTMLSelectElement)) {
    if (value === field.defaultValue) return;
    field.value = field.defaultValue;
  }
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A checkbox or radio button: set to the other state, then clicked to the reader's. */
function retoggle(field: HTMLInputElement, chosen: boolean) {
  if (field.type === 'radio' && !chosen) return;
  field.checked = !chosen;
  field.click();
}

// how long a field may take to hydrate before what was done in it is given to the app regardless
const FIELD_WAIT_MS = 3000;

/** React watches a field's value from the moment it hydrates it; only then can it hear a change. */
const isHydrated = (field: Field) => (field as { _valueTracker?: unknown })._valueTracker != null;

/**
 * Called once the app has hydrated: what was done before reaches it, and events go straight to it.
 * A field inside a part that loaded its code on demand hydrates a moment after the rest; each field
 * typed in or ticked is waited for.
 */
export async function releaseWhenHydrated(): Promise<void> {
  const fields = [...typed.keys(), ...toggled.keys()];
  const waiting = () => fields.some((field) => field.isConnected && !isHydrated(field));
  for (const started = performance.now(); waiting() && performance.now() - started < FIELD_WAIT_MS;)
    await new Promise((resolve) => setTimeout(resolve, 20));
  releaseEarlyEvents();
}

/** What was done before goes to the app (or, should its code have failed, back to the browser) at once. */
export function releaseEarlyEvents(): void {
  stopHolding();
  for (const [field, value] of typed) if (field.isConnected) retype(field, value);
  typed.clear();
  for (const [field, chosen] of toggled) if (field.isConnected) retoggle(field, chosen);
  toggled.clear();
  const [form, control] = [submitted, clicked];
  submitted = clicked = null;
  if (form?.isConnected) form.requestSubmit();
  else if (control?.isConnected)
    control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
}
