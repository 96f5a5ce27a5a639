import { type ComponentProps, Suspense, useState } from 'react';
import { lazyComponent } from '../lib/lazy-component';

// its form brings react-hook-form and zod, which the screens offering it rarely need
const ContactAdminDialog = lazyComponent(
  'ContactAdminDialog',
  () => import('./contact-admin-dialog'),
  (m) => m.ContactAdminDialog,
);

/** Fetches the dialog's code, for the button that opens it to call on hover or focus. */
export const preloadContactAdminDialog = ContactAdminDialog.preload;

/** ContactAdminDialog, fetched when first opened and kept mounted after, as it was before. */
export function LazyContactAdminDialog(props: ComponentProps<typeof ContactAdminDialog>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ContactAdminDialog {...props} />
    </Suspense>
  );
}
